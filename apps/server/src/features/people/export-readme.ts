/**
 * README.txt of a person export: what each file holds, so the person (or the next processor, GDPR art. 20)
 * can read it without us. English: the desk's operators forward it; the field names are English anyway.
 */
export function exportReadme(exportedAt: Date): string {
  return `Personal data export (GDPR articles 15 and 20)
================================================

Exported: ${exportedAt.toISOString()}

This archive holds everything Sitedesk stores about one e-mail address
(compared without regard to upper and lower case). Every .json file is
UTF-8 JSON: an array of records, oldest first; times are ISO 8601 in UTC.

inquiries.json       Inquiries sent from the address through the contact form
                     or the API: name, company, phone, country, topic, message,
                     status, language, the consent version agreed to.
messages.json        E-mail messages of those inquiries' threads (answers from
                     staff and messages received), plus messages the address
                     sent to, or was copied on in, other inquiries.
notes.json           Internal notes staff wrote on those inquiries.
files.json           Files sent with those inquiries and messages: original
                     name, type, size, SHA-256 and "path", the file's place in
                     this archive.
files/               The files themselves, one folder per file record.
outgoing-mails.json  E-mails written to the address (the confirmation of an
                     inquiry, the answers), with their content data and
                     delivery state. Notices staff received about your
                     inquiries are internal and left out.
dev-mailbox.json     Copies of e-mails kept by a test installation's dev mailbox
                     (empty on a production installation).
quotations.json      Quotations made for those inquiries: lines, prices (in the
                     currency's smallest unit, e.g. cents), validity, and your
                     decision with the name you typed or the reason you gave.

Internal values (search indexes, rate-limit hashes, secret reply tokens) are
not personal data about you in a readable form and are left out.
`;
}
