// The brand's support address. The brand settings carry no support contact yet (decision 0055),
// so it follows one rule per brand key, on the reserved example.com domain: nothing is sent to a
// real mailbox from a demo brand.
export function supportEmailOf(brand: string): string {
  return `support@${brand}.example.com`;
}
