/** E-mails and members as two numbers (a couple sharing an inbox is one e-mail to two members): "3 e-mails to 4 members". */
export const emailsToMembers = (emails: number, members: number) =>
  `${emails === 1 ? '1 e-mail' : `${emails} e-mails`} to ${members === 1 ? '1 member' : `${members} members`}`;
