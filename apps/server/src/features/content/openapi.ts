import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import { topicKeySchema } from '@sitedesk/shared/inquiry-topics-api';
import { locales } from '@sitedesk/shared/locales';
import { siteTextCatalogs, siteTextSearchQuerySchema } from '@sitedesk/shared/site-texts-api';
import { describedDesk, type OperationOptions } from '../../http/desk-operation';
import {
  jsonResponse,
  pathParameter,
  queryParametersOf,
  ref,
  requestSchemaOf,
  uuidPathParameter,
} from '../../http/openapi-schema';

/**
 * The form's topics, their fields and products' own fields, as their routes describe themselves
 * (decision 248); the body and answer schemas are `components.schemas` of the reference (api-docs).
 */
const tag = 'Desk: form fields';

const theTopics = jsonResponse(
  'Every topic in the form’s order and the site’s languages',
  ref('TopicsOverview'),
);
const theTopicFields = jsonResponse(
  'Every topic’s fields and the languages they are labelled in',
  ref('TopicFieldsOverview'),
);
const theProductFields = jsonResponse(
  'The product’s fields and the languages they are labelled in',
  ref('ProductFieldsOverview'),
);
const entryId = uuidPathParameter('entryId', 'The product entry’s');

export const listTopicsDoc = describedDesk({
  tag,
  summary: 'List the form’s topics',
  description:
    'Every topic in the order the form offers them, hidden ones too (inquiries sent with them keep them). ' +
    'A built-in topic has `labels: null` (its names are translated); one editors added has its names.',
  access: 'staff',
  responses: { 200: theTopics },
});

export const saveTopicsDoc = describedDesk({
  tag,
  summary: 'Arrange the form’s topics',
  description:
    'Replaces the list, live at once. Every built-in topic must be there (hidden or not) and `quote` ' +
    'stays shown; at least one topic is shown. An added topic left out is removed with its fields and ' +
    'its place in recipients and routing rules, or kept hidden at the end where inquiries were sent with it.',
  access: 'content:edit',
  requestBody: 'SaveTopicsRequest',
  responses: { 200: theTopics },
  errors: [400, 413, 415, 422],
});

export const listTopicFieldsDoc = describedDesk({
  tag,
  summary: 'List the form’s extra fields',
  description: 'Every inquiry topic with the fields editors added to it, in order, and the site’s languages.',
  access: 'content:edit',
  responses: { 200: theTopicFields },
});

export const saveTopicFieldsDoc = describedDesk({
  tag,
  summary: 'Set a topic’s extra fields',
  description:
    'Replaces the topic’s whole list, live at once: the form asks them from the next page load, and the ' +
    'server checks answers against them. Inquiries already sent keep the questions as they were asked. ' +
    'An unknown topic is 404.',
  access: 'content:edit',
  parameters: [
    {
      ...pathParameter('topic', 'The inquiry topic’s key, built in or added (`/api/desk/topics`).'),
      schema: requestSchemaOf(topicKeySchema),
    },
  ],
  requestBody: 'SaveTopicFieldsRequest',
  responses: { 200: theTopicFields },
  errors: [400, 404, 413, 415, 422],
});

export const readProductFieldsDoc = describedDesk({
  tag,
  summary: 'Read a product’s own fields',
  description:
    'The fields a request for a quotation asks under this product’s line (its variants, options, …), ' +
    'in order, and the site’s languages. Not a product: 404.',
  access: 'content:edit',
  parameters: [entryId],
  responses: { 200: theProductFields },
  errors: [404],
});

export const saveProductFieldsDoc = describedDesk({
  tag,
  summary: 'Set a product’s own fields',
  description:
    'Replaces the product’s whole list, live at once, as a topic’s fields are: the form asks them under ' +
    'the product’s line from the next page load, and the server checks each line’s answers ' +
    '(`lines[n].extra`) against them; an answer in error comes back as `lines.<n>.extra.<key>`. ' +
    'Requests already sent keep the questions as they were asked. Not a product: 404.',
  access: 'content:edit',
  parameters: [entryId],
  requestBody: 'SaveProductFieldsRequest',
  responses: { 200: theProductFields },
  errors: [400, 404, 413, 415, 422],
});

// ── The site's languages (`/api/desk/site-languages`), chosen by editors ──

const siteLanguagesTag = 'Desk: site languages';
const theLanguages = jsonResponse(
  'Every language and whether the site offers it now',
  ref('SiteLanguagesOverview'),
);
const liveNote =
  'Answers once the pages of every offered language are rendered again on this instance; the other ' +
  'instances follow within moments (decision 151).';

export const listSiteLanguagesDoc = describedDesk({
  tag: siteLanguagesTag,
  summary: 'List the site’s languages',
  description: 'Every language Sitedesk has, whether the site offers it, and how much is translated.',
  access: 'content:edit',
  responses: { 200: theLanguages },
});

export const addSiteLanguageDoc = describedDesk({
  tag: siteLanguagesTag,
  summary: 'Offer a language on the site',
  description: `Its pages are served and named by the language switch; a page joins the sitemap and hreflang once part of it is translated (decision 213), and untranslated texts show in English, marked as English. ${liveNote} An unknown code is 422 \`unknown_language\`.`,
  access: 'content:edit',
  requestBody: 'AddSiteLanguageRequest',
  responses: { 200: theLanguages },
  errors: [400, 415, 422],
});

export const removeSiteLanguageDoc = describedDesk({
  tag: siteLanguagesTag,
  summary: 'Stop offering a language',
  description: `Its addresses answer 404 and no page names it any more. ${liveNote} English, the default, cannot be removed (422 \`default_language_required\`); an unknown code is 422 \`unknown_language\`.`,
  access: 'content:edit',
  parameters: [
    {
      ...pathParameter('locale', 'The language to remove.'),
      schema: { type: 'string', enum: [...locales] },
    },
  ],
  responses: { 200: theLanguages },
  errors: [422],
});

// ── Editors' corrections of the visitor side's shipped texts (`/api/desk/site-texts`, decision 206) ──

const siteTextsTag = 'Desk: site texts';
const siteTextLocale = {
  ...pathParameter('locale', 'The language whose texts are read or corrected.'),
  schema: { type: 'string', enum: [...locales] },
};
const siteTextParameters = [
  siteTextLocale,
  {
    ...pathParameter('catalog', 'The catalog (`messages/<locale>/<catalog>.json`).'),
    schema: { type: 'string', enum: [...siteTextCatalogs] },
  },
  pathParameter('key', 'The text’s key path in the catalog, e.g. `inquiryForm.title`.'),
];
const oneSiteText = jsonResponse('The text with its correction', ref('SiteText'));

export const searchSiteTextsDoc = describedDesk({
  tag: siteTextsTag,
  summary: 'Search the shipped texts of a language',
  description:
    'By key or by words of the English text, the language’s text or a correction; corrected texts first, at most `limit`.',
  access: 'content:edit',
  parameters: [siteTextLocale, ...queryParametersOf(siteTextSearchQuerySchema)],
  responses: { 200: jsonResponse('The matching texts', ref('SiteTextsPage')) },
  errors: [404, 422],
});

export const saveSiteTextDoc = describedDesk({
  tag: siteTextsTag,
  summary: 'Correct a text (as a draft)',
  description:
    'The site shows it after the language’s publish. It must keep exactly the shipped text’s `{placeholders}` ' +
    '(422 `placeholders_changed`, for a plural message per form: field `value.<form>`) and, for a plural ' +
    'message, exactly the shipped forms (422 `plural_forms_changed`). An unknown catalog or key is 404.',
  access: 'content:edit',
  parameters: siteTextParameters,
  requestBody: 'SaveSiteTextRequest',
  responses: { 200: oneSiteText },
  errors: [400, 404, 413, 415, 422],
});

export const resetSiteTextDoc = describedDesk({
  tag: siteTextsTag,
  summary: 'Reset a text to the shipped one (as a draft)',
  description: 'The correction stays live until the language’s next publish.',
  access: 'content:edit',
  parameters: siteTextParameters,
  responses: { 200: oneSiteText },
  errors: [404],
});

export const publishSiteTextsDoc = describedDesk({
  tag: siteTextsTag,
  summary: 'Publish a language’s corrections',
  description:
    'Takes every pending correction and reset of the language live; answers once this instance’s pages show them (the other instances follow within moments). Audited as `content.published`.',
  access: 'content:edit',
  parameters: [siteTextLocale],
  requestBody: 'PublishSiteTextsRequest',
  responses: { 200: jsonResponse('How many texts changed', ref('PublishSiteTextsResult')) },
  errors: [400, 404, 415, 422],
});

// ── The content editor (`/api/desk/content`); its preview under `/desk/preview` is outside `/api` and
// stays described in api-docs ──

const contentTag = 'Desk: content';
const sectionLocale = {
  ...pathParameter('locale', 'The section’s language; anything else is 404.'),
  schema: { type: 'string', enum: [...locales] },
};
const section = {
  ...pathParameter('section', 'A part of the content model; anything else is 404.'),
  schema: { type: 'string', enum: [...contentSectionKeys] },
};
const version = {
  ...pathParameter('version', 'A published version’s number, from 1.'),
  schema: { type: 'integer', minimum: 1 },
};
const sectionTarget = [sectionLocale, section];
const theSection = jsonResponse('The section as it is now', ref('ContentSectionDetail'));
const validationCodes = 'A 422 names each field by its path (`items.0.title`) with a `ContentFieldCode`.';

/** Every write names the revision the editor saw, is limited in size, and may be refused as stale. */
const revisionedWrite: Omit<OperationOptions, 'tag' | 'summary'> = {
  access: 'content:edit',
  parameters: sectionTarget,
  requestBody: 'RevisionRequest',
  responses: { 200: theSection },
  errors: [400, 404, 409, 413, 422],
};

export const listContentDoc = describedDesk({
  tag: contentTag,
  summary: 'List the content sections',
  description: 'Every section in every locale with its revision, draft state and missing translations.',
  access: 'content:edit',
  responses: { 200: jsonResponse('The sections', ref('ContentOverview')) },
});

export const readSectionDoc = describedDesk({
  tag: contentTag,
  summary: 'Read a section',
  description:
    'The draft and the published document, the English fallback, the preview pages and the media used.',
  access: 'content:edit',
  parameters: sectionTarget,
  responses: { 200: jsonResponse('The section', ref('ContentSectionDetail')) },
  errors: [404],
});

export const saveDraftDoc = describedDesk({
  tag: contentTag,
  summary: 'Save a section’s draft',
  description:
    'Replaces the draft; the live site does not change. The document must fit the content model, but ' +
    'translations may stay blank and images may still lack alt text. A stale `revision` is 409 ' +
    `\`edit_conflict\` and nothing is overwritten. At most 512 KB. ${validationCodes}`,
  access: 'content:edit',
  parameters: sectionTarget,
  requestBody: 'SaveDraftRequest',
  responses: { 200: theSection },
  errors: [400, 404, 409, 413, 422],
});

export const publishSectionDoc = describedDesk({
  ...revisionedWrite,
  tag: contentTag,
  summary: 'Publish a section’s draft',
  description:
    'Makes the draft live as a new version and renders the public pages again. Publishing checks the ' +
    'whole section and the media it uses (`media_not_found`, `image_alt_missing`, `not_an_image`, ' +
    '`not_a_document`). A draft equal to what is live publishes nothing and answers 200. ' +
    validationCodes,
});

export const discardDraftDoc = describedDesk({
  ...revisionedWrite,
  tag: contentTag,
  summary: 'Discard a section’s draft',
  description: 'Sets the draft back to what is live.',
});

export const listVersionsDoc = describedDesk({
  tag: contentTag,
  summary: 'List a section’s published versions',
  access: 'content:edit',
  parameters: sectionTarget,
  responses: { 200: jsonResponse('The versions, newest first', ref('ContentVersionList')) },
  errors: [404],
});

export const readVersionDoc = describedDesk({
  tag: contentTag,
  summary: 'Read a published version',
  access: 'content:edit',
  parameters: [...sectionTarget, version],
  responses: { 200: jsonResponse('The version with its document', ref('ContentVersionDetail')) },
  errors: [404],
});

export const restoreVersionDoc = describedDesk({
  ...revisionedWrite,
  tag: contentTag,
  summary: 'Publish an earlier version again',
  description:
    'Publishes the version’s document as a new version (`restoredFrom` names the old one) and replaces ' +
    `the draft with it. It is checked like a publish. ${validationCodes}`,
  parameters: [...sectionTarget, version],
});
