// The compliance refusals of a deposit in the cashier: each typed error in words,
// with its date when the server gives one, and the page that resolves it (none for a closed
// account); the quick-deposit dialog links there, or opens the sow overlay with the
// OverlaySourceOfWealth toggle. And the upload adapter's own rules, without a page.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_DOCUMENT_BYTES,
  UploadError,
  createDocumentUploader,
  precheckDocument,
  type UploadRequest,
} from '../../src/adapters/uploads/document-upload.ts';
import { errorFixOf, errorMessageOf } from '../../src/components/error-messages.ts';
import QuickDepositPanel from '../../src/features/cashier/QuickDepositPanel.tsx';
import { loadMessages, pdf, renderCompliance, typedError } from './compliance-pages-harness.tsx';

beforeAll(loadMessages);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const words = (failure: unknown) => i18n._(errorMessageOf(failure));

describe('the deposit refusals of account compliance', () => {
  it('says why, with the due date when given, and where to fix it', () => {
    expect(words(typedError('SourceOfWealthOverdue'))).toBe(
      'Deposits are paused because your source-of-wealth declaration is overdue. Tell us where your money comes from and upload a document on the Source of wealth page.',
    );
    expect(
      words(typedError('SourceOfWealthOverdue', { dueDate: '2030-01-15T00:00:00.000Z' })),
    ).toContain('was due on 15 Jan 2030');
    expect(words(typedError('KycOverdue', { deadline: '2030-02-01T00:00:00.000Z' }))).toContain(
      'your identity verification was due on 1 Feb 2030',
    );
    expect(words(typedError('AdditionalInformationRequired'))).toContain(
      'on the Additional information page',
    );
    expect(words(typedError('AccountClosed'))).toContain('Your account is closed');
    expect(errorFixOf(typedError('SourceOfWealthOverdue'))?.to).toBe('/source-of-wealth/');
    expect(errorFixOf(typedError('KycOverdue'))?.to).toBe('/profile/documents/');
    expect(errorFixOf(typedError('AdditionalInformationRequired'))?.to).toBe(
      '/additional-information/',
    );
    expect(errorFixOf(typedError('AccountClosed'))).toBeNull();
    expect(errorFixOf(new Error('SourceOfWealthOverdue'))).toBeNull();
  });

  const depositHandlers = (type: string) => ({
    ProtectionLimitPrompt: () => ({
      viewer: {
        wallet: { id: 'w1', currency: 'EUR' },
        responsibleGaming: {
          licence: 'mga',
          limitPromptNeeded: false,
          limitPromptMandatory: false,
          limits: [],
        },
      },
    }),
    FirstDeposit: () => ({ viewer: { player: { id: 'p1', totalDepositAmount: 5000 } } }),
    InitDeposit: () => {
      throw typedError(type);
    },
  });

  async function refuseDeposit(type: string, toggles: Record<string, boolean> = {}) {
    const harness = await renderCompliance(<QuickDepositPanel payload={null} />, {
      handlers: depositHandlers(type),
      featureToggles: toggles,
    });
    fireEvent.change(await screen.findByLabelText('Amount (EUR)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('alert');
    return harness;
  }

  it('the quick-deposit dialog links to the page, closing the dialog on the way', async () => {
    const { overlays } = await refuseDeposit('KycOverdue');
    const link = screen.getByRole('link', { name: 'Upload your documents' });
    expect(link.getAttribute('href')).toBe('/en/profile/documents/');
    fireEvent.click(link);
    expect(overlays).toEqual([{ type: 'overlay.close', reason: 'programmatic' }]);
  });

  it('with OverlaySourceOfWealth an overdue source of wealth opens the sow overlay instead', async () => {
    const { overlays } = await refuseDeposit('SourceOfWealthOverdue', {
      OverlaySourceOfWealth: true,
    });
    fireEvent.click(screen.getByRole('link', { name: 'Go to Source of wealth' }));
    expect(overlays).toEqual([{ type: 'overlay.open', variant: 'sow' }]);
  });

  it('without OverlaySourceOfWealth an overdue source of wealth links to its own page', async () => {
    const { overlays } = await refuseDeposit('SourceOfWealthOverdue', {
      OverlaySourceOfWealth: false,
    });
    const link = screen.getByRole('link', { name: 'Go to Source of wealth' });
    expect(link.getAttribute('href')).toBe('/en/source-of-wealth/');
    fireEvent.click(link);
    expect(overlays).toEqual([{ type: 'overlay.close', reason: 'programmatic' }]);
  });

  it('a closed account gets the message and no link', async () => {
    await refuseDeposit('AccountClosed');
    expect(screen.getByRole('alert').textContent).toContain('Your account is closed');
    expect(document.querySelector('[data-refusal-fix]')).toBeNull();
  });
});

describe('the upload adapter', () => {
  it('pre-checks size and type; a HEIC without a browser type passes by its extension', () => {
    expect(
      precheckDocument({ name: 'a.pdf', size: MAX_DOCUMENT_BYTES, type: 'application/pdf' }),
    ).toBeNull();
    expect(
      precheckDocument({ name: 'a.pdf', size: MAX_DOCUMENT_BYTES + 1, type: 'application/pdf' })
        ?.type,
    ).toBe('FileTooLarge');
    expect(precheckDocument({ name: 'IMG_1.HEIC', size: 10, type: '' })).toBeNull();
    expect(precheckDocument({ name: 'notes.txt', size: 10, type: '' })?.type).toBe(
      'UnsupportedFileType',
    );
    expect(precheckDocument({ name: 'x.pdf', size: 10, type: 'text/html' })?.type).toBe(
      'UnsupportedFileType',
    );
  });

  function uploader(answers: { status: number; body: string }[], refresh = false) {
    const requests: UploadRequest[] = [];
    let token: string | null = null;
    const upload = createDocumentUploader({
      brand: () => 'aurora',
      locale: () => 'en-GB',
      accessToken: () => token,
      refreshAccessToken: async () => {
        token = 'fresh';
        return refresh;
      },
      transport: async (request) => {
        requests.push(request);
        return answers.shift()!;
      },
    });
    return { upload, requests };
  }

  it('reads a proxy answer without JSON by its status, and a 401 without a refresh as signed out', async () => {
    const tooLarge = uploader([{ status: 413, body: '<html>Request Entity Too Large</html>' }]);
    await expect(tooLarge.upload({ purpose: 'Salary', file: pdf() })).rejects.toMatchObject({
      type: 'FileTooLarge',
      status: 413,
    });
    // No token: no authorization header at all.
    expect(tooLarge.requests[0]!.headers.authorization).toBeUndefined();
    expect(tooLarge.requests[0]!.headers.brand).toBe('aurora');
    const signedOut = uploader([
      { status: 401, body: JSON.stringify({ error: { type: 'Unauthenticated', message: 'x' } }) },
    ]);
    const failure = await signedOut
      .upload({ purpose: 'Salary', file: pdf() })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).type).toBe('Unauthenticated');
    expect(signedOut.requests).toHaveLength(1);
  });

  it('sends nothing for a refused file', async () => {
    const { upload, requests } = uploader([]);
    await expect(upload({ purpose: 'Salary', file: pdf('a.pdf', 0) })).rejects.toMatchObject({
      type: 'EmptyFile',
    });
    expect(requests).toHaveLength(0);
  });
});
