// /profile/documents/ and /additional-information/ in jsdom: every requested and
// uploaded document with its status, rejection reason and download link, an upload for a KYC
// request; the additional information's required fields only, checked before sending and
// refused field by field by the server.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AdditionalInformationPage from '../../src/features/compliance/AdditionalInformationPage.tsx';
import DocumentsPage from '../../src/features/compliance/DocumentsPage.tsx';
import {
  fakeUploads,
  inAct,
  loadMessages,
  pdf,
  renderCompliance,
  storedDocument,
  typedError,
  uploadsSent,
} from './compliance-pages-harness.tsx';

beforeAll(loadMessages);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const request = (purpose: string) =>
  screen.findByRole('article', { name: purposeName[purpose] ?? purpose });
const purposeName: Record<string, string> = {
  Identity: 'Proof of identity',
  ProofOfAddress: 'Proof of address',
  Salary: 'Salary',
};

describe('/profile/documents/', () => {
  it('lists what was requested with its status, and every upload with its review, reason and link', async () => {
    await renderCompliance(<DocumentsPage />, {
      routeId: 'profile.documents',
      handlers: {
        ComplianceDocuments: () => ({
          viewer: {
            documentRequests: [
              {
                purpose: 'Identity',
                source: 'Kyc',
                dueDate: '2030-05-02T00:00:00.000Z',
                comment: null,
                status: 'Requested',
              },
              {
                purpose: 'Salary',
                source: 'SourceOfWealth',
                dueDate: '2030-04-01T00:00:00.000Z',
                comment: 'Payslips, please.',
                status: 'Rejected',
              },
              {
                purpose: 'ProofOfAddress',
                source: 'Kyc',
                dueDate: null,
                comment: null,
                status: 'Pending',
              },
            ],
            documents: [
              storedDocument({
                documentId: 'd2',
                purpose: 'Salary',
                fileName: 'blurry.jpg',
                contentType: 'image/jpeg',
                status: 'Rejected',
                rejectionReason: 'The photo is too blurry to read.',
                url: '/api/documents/d2',
              }),
              storedDocument({
                documentId: 'd3',
                purpose: 'ProofOfAddress',
                fileName: 'bill.pdf',
                status: 'Pending',
                url: '/api/documents/d3',
              }),
            ],
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    const identity = await request('Identity');
    expect(identity.getAttribute('data-status')).toBe('Requested');
    expect(within(identity).getByText('Identity verification')).toBeTruthy();
    expect(within(identity).getByText('2 May 2030')).toBeTruthy();
    // A KYC document is uploaded right here.
    expect(within(identity).getByLabelText('Upload Proof of identity')).toBeTruthy();
    const salary = await request('Salary');
    expect(within(salary).getAllByText('Rejected').length).toBeGreaterThan(0);
    expect(within(salary).getByText('Payslips, please.')).toBeTruthy();
    expect(within(salary).getByText('Rejected: The photo is too blurry to read.')).toBeTruthy();
    // A source-of-wealth category is declared with its files on its own page.
    expect(
      within(salary)
        .getByRole('link', { name: 'Declare Salary and upload its documents' })
        .getAttribute('href'),
    ).toBe('/en/source-of-wealth/');
    const address = await request('ProofOfAddress');
    expect(within(address).getByText('Awaiting review', { selector: 'dl ~ ul span' })).toBeTruthy();
    // Awaiting review: nothing more to upload.
    expect(within(address).queryByLabelText('Upload Proof of address')).toBeNull();

    const table = screen.getByRole('table', { name: 'Your uploads' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-document'))).toEqual(['d2', 'd3']);
    const rejected = rows[0]!;
    expect(within(rejected).getByRole('link', { name: 'blurry.jpg' }).getAttribute('href')).toBe(
      '/api/documents/d2',
    );
    expect(within(rejected).getByText('Salary')).toBeTruthy();
    expect(within(rejected).getByText('Reason: The photo is too blurry to read.')).toBeTruthy();
    expect(within(rows[1]!).getByText('Proof of address')).toBeTruthy();
    expect(within(rows[1]!).getByText('Awaiting review')).toBeTruthy();
  });

  it('uploads a requested KYC document with its purpose and lists it after', async () => {
    const sent = fakeUploads();
    let reads = 0;
    await renderCompliance(<DocumentsPage />, {
      routeId: 'profile.documents',
      handlers: {
        ComplianceDocuments: () => {
          reads += 1;
          const uploaded = reads > 1;
          return {
            viewer: {
              documentRequests: [
                {
                  purpose: 'Identity',
                  source: 'Kyc',
                  dueDate: null,
                  comment: null,
                  status: uploaded ? 'Pending' : 'Requested',
                },
              ],
              documents: uploaded
                ? [storedDocument({ purpose: 'Identity', fileName: 'passport.png' })]
                : [],
            },
          };
        },
      },
    });
    expect(await screen.findByTestId('no-uploads')).toBeTruthy();
    const identity = await request('Identity');
    fireEvent.change(within(identity).getByLabelText('Upload Proof of identity'), {
      target: { files: [pdf('passport.png', 40_000, 'image/png')] },
    });
    const upload = await uploadsSent(sent);
    expect(upload.body.get('purpose')).toBe('Identity');
    await inAct(() =>
      upload.answer(200, {
        document: storedDocument({ purpose: 'Identity', fileName: 'passport.png' }),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Your uploads' });
    expect(within(table).getByRole('link', { name: 'passport.png' })).toBeTruthy();
    expect((await request('Identity')).getAttribute('data-status')).toBe('Pending');
  });

  it('words a KYC upload refused because another is running or the server is busy', async () => {
    const sent = fakeUploads();
    await renderCompliance(<DocumentsPage />, {
      routeId: 'profile.documents',
      handlers: {
        ComplianceDocuments: () => ({
          viewer: {
            documentRequests: [
              {
                purpose: 'Identity',
                source: 'Kyc',
                dueDate: null,
                comment: null,
                status: 'Requested',
              },
            ],
            documents: [],
          },
        }),
      },
    });
    const identity = await request('Identity');
    const input = within(identity).getByLabelText('Upload Proof of identity');
    const refusals = [
      [429, 'UploadInProgress', 'Another upload is still in progress: wait for it to finish.'],
      [503, 'UploadsBusy', 'Uploads are busy right now: try again in a few seconds.'],
    ] as const;
    for (const [index, [status, type, words]] of refusals.entries()) {
      fireEvent.change(input, { target: { files: [pdf('passport.png', 40_000, 'image/png')] } });
      const upload = await uploadsSent(sent, index + 1);
      await inAct(() => upload.answer(status, { error: { type, message: 'refused' } }));
      expect((await within(identity).findByText(words)).closest('[role="alert"]')).toBeTruthy();
    }
  });

  it('says so when nothing was requested or uploaded', async () => {
    await renderCompliance(<DocumentsPage />, {
      routeId: 'profile.documents',
      handlers: {
        ComplianceDocuments: () => ({ viewer: { documentRequests: [], documents: [] } }),
      },
    });
    expect((await screen.findByTestId('no-requests')).textContent).toBe(
      'We have not asked you for any documents.',
    );
    expect(screen.getByTestId('no-uploads').textContent).toBe(
      'You have not uploaded any documents yet.',
    );
  });
});

function information(overrides: Record<string, unknown> = {}) {
  return {
    required: true,
    requiredFields: ['street', 'city'],
    missingFields: ['city'],
    street: 'Rannamõisa tee 5',
    city: null,
    zipCode: null,
    occupation: null,
    ...overrides,
  };
}

describe('/additional-information/', () => {
  it('asks only the required fields, filled in with what is known, and saves them', async () => {
    const { api } = await renderCompliance(<AdditionalInformationPage />, {
      routeId: 'additionalInformation',
      handlers: {
        ComplianceAdditionalInformation: () => ({
          viewer: { additionalInformation: information() },
        }),
        ComplianceProvideAdditionalInformation: ({ input }) => ({
          provideAdditionalInformation: information({
            ...(input as object),
            required: false,
            missingFields: [],
          }),
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Additional information' }),
    ).toBeTruthy();
    expect(screen.getByTestId('additional-information-required').textContent).toContain(
      'Deposits are paused',
    );
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe(
      'Rannamõisa tee 5',
    );
    expect(screen.queryByLabelText('Postcode')).toBeNull();
    expect(screen.queryByLabelText('Occupation')).toBeNull();
    // An empty required field is caught before sending.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is required.')).toBeTruthy();
    expect(screen.getByLabelText('Town or city').getAttribute('aria-invalid')).toBe('true');
    expect(
      api.calls.some((call) => call.operation === 'ComplianceProvideAdditionalInformation'),
    ).toBe(false);
    fireEvent.change(screen.getByLabelText('Town or city'), { target: { value: ' Tallinn ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thank you: your details are saved.')).toBeTruthy();
    expect(
      api.calls.find((call) => call.operation === 'ComplianceProvideAdditionalInformation')
        ?.variables,
    ).toEqual({ input: { street: 'Rannamõisa tee 5', city: 'Tallinn' } });
  });

  it('shows the server refusals by their fields', async () => {
    await renderCompliance(<AdditionalInformationPage />, {
      routeId: 'additionalInformation',
      handlers: {
        ComplianceAdditionalInformation: () => ({
          viewer: {
            additionalInformation: information({
              requiredFields: ['zipCode', 'occupation'],
              missingFields: ['zipCode', 'occupation'],
            }),
          },
        }),
        ComplianceProvideAdditionalInformation: () => {
          throw typedError('InvalidArgument', {
            fieldErrors: [
              { field: 'zipCode', code: 'InvalidZipCode' },
              { field: 'occupation', code: 'TooLong' },
            ],
          });
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Postcode'), { target: { value: '!!' } });
    fireEvent.change(screen.getByLabelText('Occupation'), { target: { value: 'Nurse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid postcode.')).toBeTruthy();
    expect(screen.getByText('This is too long.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Check the fields marked below.');
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
  });

  it('says nothing is needed when no field is required', async () => {
    await renderCompliance(<AdditionalInformationPage />, {
      routeId: 'additionalInformation',
      handlers: {
        ComplianceAdditionalInformation: () => ({
          viewer: {
            additionalInformation: information({
              required: false,
              requiredFields: [],
              missingFields: [],
            }),
          },
        }),
      },
    });
    expect(await screen.findByText('We do not need any more information from you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
