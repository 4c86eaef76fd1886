// /source-of-wealth/ in jsdom: what a player is asked and by when, the operator's
// comment and requested type, the six categories with their options; a declaration sent as the
// schema wants it (and refused field by field); uploads with the bearer, progress, the pre-check's
// and the server's refusals in words, a 401 refreshed once; the overdue state; the sow overlay.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SourceOfWealthPage from '../../src/features/compliance/SourceOfWealthPage.tsx';
import SowOverlayBody from '../../src/features/compliance/SowOverlayBody.tsx';
import { OverlayBody } from '../../src/features/overlays/OverlayBody.tsx';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import {
  fakeUploads,
  inAct,
  loadMessages,
  pdf,
  renderCompliance,
  sourceOfWealth,
  storedDocument,
  typedError,
  uploadsSent,
} from './compliance-pages-harness.tsx';

beforeAll(loadMessages);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const category = (name: string) =>
  screen.findByText(name, { selector: 'summary span' }).then((title) => title.closest('details')!);

describe('/source-of-wealth/', () => {
  it('shows the due date, the operator comment and requested type first, and the six categories with their options', async () => {
    await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      handlers: {
        ComplianceSourceOfWealth: () => ({
          viewer: {
            sourceOfWealth: sourceOfWealth(
              {
                comment: 'Please send your last three payslips.',
                requestedFundingType: 'SaleOfProperty',
              },
              {
                Salary: {
                  selectedOptions: ['Employed'],
                  completed: true,
                  documents: [storedDocument()],
                },
              },
            ),
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Source of wealth' })).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status.textContent).toContain('Please complete this by 1 Apr 2030');
    expect(screen.getByTestId('sow-comment').textContent).toBe(
      'Please send your last three payslips.',
    );
    expect(screen.getByTestId('sow-requested-type').textContent).toContain('Sale of property');
    const titles = [...document.querySelectorAll('details[data-category]')].map((element) =>
      element.getAttribute('data-category'),
    );
    // The requested type first, then the reading order; all six.
    expect(titles).toEqual([
      'SaleOfProperty',
      'Salary',
      'Dividends',
      'SaleOfCompany',
      'Inheritance',
      'Other',
    ]);
    const requested = await category('Sale of property');
    expect(requested.open).toBe(true);
    expect(within(requested).getByText('Requested')).toBeTruthy();
    const salary = await category('Salary');
    expect(within(salary).getByText('Completed')).toBeTruthy();
    const employed = within(salary).getByRole('checkbox', { name: 'Employed' }) as HTMLInputElement;
    expect(employed.checked).toBe(true);
    expect(
      (within(salary).getByRole('checkbox', { name: 'Pension' }) as HTMLInputElement).checked,
    ).toBe(false);
    // The uploaded file is a download link with its review status.
    const link = within(salary).getByRole('link', { name: 'payslip.pdf' });
    expect(link.getAttribute('href')).toBe('/api/documents/d1');
    expect(within(salary).getByText('Awaiting review')).toBeTruthy();
    // An undeclared category is closed but there.
    expect((await category('Inheritance')).open).toBe(false);
  });

  it('declares a category with the ticked options in the server order and the description', async () => {
    const { api } = await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      handlers: {
        ComplianceSourceOfWealth: () => ({ viewer: { sourceOfWealth: sourceOfWealth() } }),
        ComplianceDeclareSourceOfWealth: ({ input }) => ({
          declareSourceOfWealth: sourceOfWealth(
            {},
            {
              Salary: {
                selectedOptions: (input as { selectedOptions: string[] }).selectedOptions,
                description: 'Nurse at the city hospital',
              },
            },
          ),
        }),
      },
    });
    const salary = await category('Salary');
    fireEvent.click(within(salary).getByRole('checkbox', { name: 'Pension' }));
    fireEvent.click(within(salary).getByRole('checkbox', { name: 'Employed' }));
    fireEvent.change(within(salary).getByLabelText('In your own words (optional)'), {
      target: { value: '  Nurse at the city hospital ' },
    });
    fireEvent.click(within(salary).getByRole('button', { name: 'Declare Salary' }));
    expect(await within(salary).findByText('Saved.')).toBeTruthy();
    expect(api.calls.find((call) => call.operation === 'ComplianceDeclareSourceOfWealth')).toEqual({
      operation: 'ComplianceDeclareSourceOfWealth',
      variables: {
        input: {
          type: 'Salary',
          selectedOptions: ['Employed', 'Pension'],
          description: 'Nurse at the city hospital',
        },
      },
    });
    // Declared without a file: the card asks for one.
    expect(within(salary).getByText('Document needed')).toBeTruthy();
    expect(within(salary).getByRole('button', { name: 'Update Salary' })).toBeTruthy();
  });

  it('sends nothing for an empty declaration and shows the server refusals by their fields', async () => {
    const { api } = await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      handlers: {
        ComplianceSourceOfWealth: () => ({ viewer: { sourceOfWealth: sourceOfWealth() } }),
        ComplianceDeclareSourceOfWealth: () => {
          throw typedError('InvalidArgument', {
            fieldErrors: [
              { field: 'input.selectedOptions[0]', code: 'UnknownOption' },
              { field: 'input.description', code: 'TooLong' },
            ],
          });
        },
      },
    });
    const other = await category('Other');
    fireEvent.click(other.querySelector('summary')!);
    fireEvent.click(within(other).getByRole('button', { name: 'Declare Other' }));
    expect((await within(other).findByRole('alert')).textContent).toBe(
      'Tick at least one option or describe it in your own words.',
    );
    expect(api.calls.some((call) => call.operation === 'ComplianceDeclareSourceOfWealth')).toBe(
      false,
    );
    fireEvent.click(within(other).getByRole('checkbox', { name: 'Gift' }));
    fireEvent.click(within(other).getByRole('button', { name: 'Declare Other' }));
    await within(other).findByText('Choose from the options listed.');
    expect(within(other).getByText('This is too long.')).toBeTruthy();
    expect(within(other).getByText('Check the fields marked below.')).toBeTruthy();
    expect(
      within(other).getByLabelText('In your own words (optional)').getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('uploads a file for a category with the bearer, shows progress, then reads the state again', async () => {
    const sent = fakeUploads();
    let reads = 0;
    const { api } = await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      token: 'bearer-abc',
      handlers: {
        ComplianceSourceOfWealth: () => {
          reads += 1;
          return {
            viewer: {
              sourceOfWealth: sourceOfWealth(
                { requestedFundingType: 'Salary' },
                reads === 1
                  ? {}
                  : {
                      Salary: {
                        selectedOptions: ['Employed'],
                        completed: true,
                        documents: [storedDocument({ fileName: 'march.pdf' })],
                      },
                    },
              ),
            },
          };
        },
      },
    });
    const salary = await category('Salary');
    fireEvent.change(within(salary).getByLabelText('Upload a document for Salary'), {
      target: { files: [pdf('march.pdf')] },
    });
    const upload = await uploadsSent(sent);
    expect(upload.url).toBe(new URL('/api/documents', window.location.href).href);
    expect(upload.headers.authorization).toBe('Bearer bearer-abc');
    expect(upload.headers.brand).toBe(demoSettings.brand);
    expect(upload.body.get('purpose')).toBe('Salary');
    expect((upload.body.get('file') as File).name).toBe('march.pdf');
    await inAct(() => upload.progress(512, 2048));
    expect(within(salary).getByText('Uploading… 25%')).toBeTruthy();
    expect((within(salary).getByLabelText('Upload progress') as HTMLProgressElement).value).toBe(
      25,
    );
    await inAct(() => upload.answer(200, { document: storedDocument({ fileName: 'march.pdf' }) }));
    expect(
      await within(salary).findByText('march.pdf uploaded. We will review it soon.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(salary).getByText('Completed')).toBeTruthy());
    expect(within(salary).getByRole('link', { name: 'march.pdf' })).toBeTruthy();
    expect(api.calls.filter((call) => call.operation === 'ComplianceSourceOfWealth')).toHaveLength(
      2,
    );
  });

  it('refuses a file over 10 MB or of another type before sending, and words the server refusals', async () => {
    const sent = fakeUploads();
    await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      handlers: {
        ComplianceSourceOfWealth: () => ({
          viewer: { sourceOfWealth: sourceOfWealth({ requestedFundingType: 'Salary' }) },
        }),
      },
    });
    const salary = await category('Salary');
    const input = within(salary).getByLabelText('Upload a document for Salary');
    fireEvent.change(input, { target: { files: [pdf('big.pdf', 10 * 1024 * 1024 + 1)] } });
    expect((await within(salary).findByRole('alert')).textContent).toContain(
      'This file is larger than 10 MB.',
    );
    fireEvent.change(input, {
      target: { files: [pdf('setup.exe', 4096, 'application/x-msdownload')] },
    });
    await within(salary).findByText(
      'This file type is not accepted. Upload a PDF, JPEG, PNG or HEIC file.',
    );
    fireEvent.change(input, { target: { files: [pdf('empty.pdf', 0)] } });
    await within(salary).findByText('This file is empty. Choose the file again.');
    expect(sent).toHaveLength(0);
    // The server decides by content: a renamed file is refused there.
    fireEvent.change(input, { target: { files: [pdf('photo.png', 4096, 'image/png')] } });
    const upload = await uploadsSent(sent);
    await inAct(() =>
      upload.answer(400, { error: { type: 'ImageTooLarge', message: 'Too many pixels' } }),
    );
    await within(salary).findByText('This image is too large. Upload a smaller image or a PDF.');
    fireEvent.change(input, { target: { files: [pdf('renamed.pdf')] } });
    const second = await uploadsSent(sent, 2);
    await inAct(() =>
      second.answer(415, { error: { type: 'UnsupportedFileType', message: 'Not a PDF' } }),
    );
    await within(salary).findByText(
      'This file type is not accepted. Upload a PDF, JPEG, PNG or HEIC file.',
    );
    fireEvent.change(input, { target: { files: [pdf('again.pdf')] } });
    const third = await uploadsSent(sent, 3);
    await inAct(() => third.fail());
    await within(salary).findByText(
      'The upload did not reach us. Check your connection and try again.',
    );
  });

  it('says another upload is still running (429 UploadInProgress) and that uploads are busy (503 UploadsBusy), not that the upload failed', async () => {
    const sent = fakeUploads();
    await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      handlers: {
        ComplianceSourceOfWealth: () => ({
          viewer: { sourceOfWealth: sourceOfWealth({ requestedFundingType: 'Salary' }) },
        }),
      },
    });
    const salary = await category('Salary');
    const input = within(salary).getByLabelText('Upload a document for Salary');
    fireEvent.change(input, { target: { files: [pdf('march.pdf')] } });
    const first = await uploadsSent(sent);
    await inAct(() =>
      first.answer(429, {
        error: { type: 'UploadInProgress', message: 'Another upload of yours is in progress' },
      }),
    );
    expect((await within(salary).findByRole('alert')).textContent).toBe(
      'Another upload is still in progress: wait for it to finish.',
    );
    fireEvent.change(input, { target: { files: [pdf('april.pdf')] } });
    const second = await uploadsSent(sent, 2);
    await inAct(() =>
      second.answer(503, { error: { type: 'UploadsBusy', message: 'Too many uploads at once' } }),
    );
    await within(salary).findByText('Uploads are busy right now: try again in a few seconds.');
    expect(within(salary).getByRole('alert').textContent).not.toContain('The upload failed');
  });

  it('refreshes the token once after a 401 and sends the file again', async () => {
    const sent = fakeUploads();
    const { refreshes } = await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      token: 'old-token',
      refreshTo: 'new-token',
      handlers: {
        ComplianceSourceOfWealth: () => ({
          viewer: { sourceOfWealth: sourceOfWealth({ requestedFundingType: 'Salary' }) },
        }),
      },
    });
    const salary = await category('Salary');
    fireEvent.change(within(salary).getByLabelText('Upload a document for Salary'), {
      target: { files: [pdf()] },
    });
    const first = await uploadsSent(sent);
    expect(first.headers.authorization).toBe('Bearer old-token');
    await inAct(() =>
      first.answer(401, { error: { type: 'Unauthenticated', message: 'Token expired' } }),
    );
    const second = await uploadsSent(sent, 2);
    expect(second.headers.authorization).toBe('Bearer new-token');
    expect(refreshes).toHaveLength(1);
    await inAct(() => second.answer(200, { document: storedDocument() }));
    await within(salary).findByText('payslip.pdf uploaded. We will review it soon.');
  });

  it('says deposits are paused once the due date has passed, and thanks once done', async () => {
    await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      handlers: {
        ComplianceSourceOfWealth: () => ({
          viewer: {
            sourceOfWealth: sourceOfWealth({
              dueDate: '2030-01-15T00:00:00.000Z',
              dueDateExpired: true,
              reason: 'Rule',
            }),
          },
        }),
      },
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(status.getAttribute('data-tone')).toBe('danger');
    expect(within(status).getByRole('alert').textContent).toBe(
      'Your source-of-wealth declaration is overdue',
    );
    expect(status.textContent).toContain('It was due on 15 Jan 2030. Deposits are paused');
    expect(status.textContent).toContain('The rules of our licence ask us to check this');
    cleanup();
    await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      handlers: {
        ComplianceSourceOfWealth: () => ({
          viewer: { sourceOfWealth: sourceOfWealth({ checkState: 'Done', dueDate: null }) },
        }),
      },
    });
    expect((await screen.findByRole('region', { name: 'Status' })).getAttribute('data-tone')).toBe(
      'done',
    );
    expect(screen.getByText('Your source of wealth is verified. Thank you.')).toBeTruthy();
  });

  it('a failed read offers to try again', async () => {
    let fail = true;
    await renderCompliance(<SourceOfWealthPage />, {
      routeId: 'sourceOfWealth',
      handlers: {
        ComplianceSourceOfWealth: () => {
          if (fail) throw typedError('NetworkError');
          return { viewer: { sourceOfWealth: sourceOfWealth() } };
        },
      },
    });
    await screen.findByText('We could not reach the server. Check your connection and try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await category('Salary')).toBeTruthy();
  });
});

describe('the sow overlay', () => {
  it('shows the declaration in the dialog, and its page link closes the dialog', async () => {
    const { overlays } = await renderCompliance(
      <OverlayBody variant="sow" payload={null} bodies={{ sourceOfWealth: SowOverlayBody }} />,
      {
        featureToggles: { OverlaySourceOfWealth: true },
        handlers: {
          ComplianceSourceOfWealth: () => ({
            viewer: { sourceOfWealth: sourceOfWealth({ requestedFundingType: 'Inheritance' }) },
          }),
        },
      },
    );
    const body = await screen.findByTestId('sow-overlay-body');
    const inheritance = await category('Inheritance');
    expect(body.contains(inheritance)).toBe(true);
    expect(within(inheritance).getByLabelText('Upload a document for Inheritance')).toBeTruthy();
    fireEvent.click(within(body).getByRole('link', { name: 'Open the source-of-wealth page' }));
    expect(overlays).toEqual([{ type: 'overlay.close', reason: 'programmatic' }]);
  });
});
