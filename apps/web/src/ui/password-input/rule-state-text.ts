/** What a screen reader hears after a password rule (password-rules-list.tsx, bind-password-rules.ts). */
export const ruleStateText = (isSatisfied: boolean) => (isSatisfied ? '(done)' : '(not yet)');
