// Every link identity puts in an email, built in one place from the brand's public origin
// (brands/public-origin.ts), never from the request's Host (decision 0029). The verification
// link points at the SPA's /verifyEmail route, which calls the verifyEmail mutation.
export interface MailLinks {
  verifyEmail(token: string): string;
  /** Where the owner of an address signs in: the site's front page. */
  signIn(): string;
}

export function mailLinks(origin: string): MailLinks {
  return {
    verifyEmail: (token) => `${origin}/verifyEmail?token=${encodeURIComponent(token)}`,
    signIn: () => `${origin}/`,
  };
}
