/** RFC 5321 limits a mailbox to 254 characters; every address field has the same limit and rule. */
export const emailMaxLength = 254;
