import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { announceExternalHistoryWrites } from '../../src/app/history-writes.ts';

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/next/?from=router')}>
      {pathname + search}
    </button>
  );
}

describe('history writes outside the router', () => {
  it('reach the router, as wouter saw them; the router’s own navigations still work', async () => {
    window.history.replaceState(null, '', '/start/');
    announceExternalHistoryWrites();
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByRole('button').textContent).toBe('/start/');

    await act(async () => window.history.pushState(null, '', '?tab=2'));
    expect(screen.getByRole('button').textContent).toBe('/start/?tab=2');

    await act(async () => window.history.replaceState({ other: true }, '', '/elsewhere/'));
    expect(screen.getByRole('button').textContent).toBe('/elsewhere/');

    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('/next/?from=router');
    expect(window.location.pathname + window.location.search).toBe('/next/?from=router');
  });
});
