const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const uploadIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
};

/** What the public site and integrators call, without a session: health, inquiries, inbound mail. */
export const publicPaths = {
  '/api/health': {
    get: {
      tags: ['Public'],
      summary: 'Health check',
      description:
        "Answers 200 only when the database takes a write and a read. With the operator's bearer token " +
        '(METRICS_TOKEN) the answer also names the running release.',
      responses: {
        200: {
          description: 'Healthy',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  status: { const: 'ok' },
                  version: { type: 'string', description: 'The release (semver); operator only' },
                },
                required: ['status'],
              },
            },
          },
        },
        503: errorResponse('The database does not answer'),
      },
    },
  },
  '/api/inquiries': {
    post: {
      tags: ['Public'],
      summary: 'Send an inquiry',
      description:
        'Stores an inquiry and queues its e-mails (a notification to the company, a confirmation to the ' +
        'visitor) in one transaction; answers 201 only after it is committed. Attachments (multipart only, ' +
        'under `attachments`): up to 5 files of 10 MB, 25 MB together, recognised by their content.',
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/InquiryRequest' } },
          'multipart/form-data': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/InquiryRequest' },
                {
                  type: 'object',
                  properties: {
                    consent: { type: 'string', enum: ['on', 'true'] },
                    attachments: {
                      type: 'array',
                      items: { type: 'string', format: 'binary' },
                      maxItems: 5,
                    },
                    lineEntryId: {
                      type: 'array',
                      items: { type: 'string' },
                      description:
                        'A request for a quotation’s products, one per line, with `lineQuantity` and `lineUnit` ' +
                        'at the same positions (the form’s rows); a row without a product is no line. JSON ' +
                        'sends `lines` instead.',
                    },
                    lineQuantity: { type: 'array', items: { type: 'string' } },
                    lineUnit: { type: 'array', items: { type: 'string' } },
                  },
                },
              ],
            },
          },
        },
      },
      responses: {
        201: {
          description: 'Stored',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  id: { type: 'string', format: 'uuid' },
                  reference: { type: 'string', example: 'SD-26-4F7K2' },
                },
                required: ['id', 'reference'],
              },
            },
          },
        },
        400: errorResponse('The body could not be read'),
        413: errorResponse('Too large'),
        415: errorResponse('Not JSON or multipart, or an attachment of a type that is not allowed'),
        422: errorResponse('Invalid fields; `fields` names each with its code'),
        429: {
          ...errorResponse('Too many inquiries from this client'),
          headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
        },
      },
    },
  },
  '/api/uploads': {
    post: {
      tags: ['Public'],
      summary: 'Begin a resumable upload of a drawing (tus 1.0 creation)',
      description:
        'Drawings and CAD files for a request for a quote (STEP, IGES, DXF, DWG, STL, PDF, pictures; 200 MB ' +
        'each by default) go up by the tus 1.0 protocol (https://tus.io/protocols/resumable-upload): this ' +
        'creates the upload, `PATCH` on its `Location` sends bytes from `Upload-Offset`, `HEAD` says how ' +
        'many arrived, so a broken connection continues where it stopped. Send the finished uploads’ ids as ' +
        '`uploads` with `POST /api/inquiries` (topic `quote`) within a day; unsent uploads are removed. Pages ' +
        'of the site only (the `Origin` is checked); no downloads.',
      parameters: [
        { name: 'Tus-Resumable', in: 'header', required: true, schema: { const: '1.0.0' } },
        {
          name: 'Upload-Length',
          in: 'header',
          required: true,
          schema: { type: 'integer', minimum: 0 },
          description: 'The whole file’s size; a deferred length is refused',
        },
        {
          name: 'Upload-Metadata',
          in: 'header',
          required: true,
          schema: { type: 'string', example: 'filename cHVtcCBob3VzaW5nLnN0ZXA=' },
          description: '`filename` and the file’s name in base64; other keys are dropped',
        },
      ],
      responses: {
        201: {
          description: 'Created; `Location` is `/api/uploads/{id}`',
          headers: { Location: { schema: { type: 'string' } } },
        },
        400: errorResponse('No file name, or no length'),
        403: errorResponse('Not from a page of the site'),
        413: errorResponse('Larger than LARGE_FILE_MAX_BYTES'),
        429: {
          ...errorResponse('Too many uploads from this client'),
          headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
        },
        503: errorResponse('The staging area is full or the file storage failed'),
      },
    },
  },
  '/api/uploads/{id}': {
    head: {
      tags: ['Public'],
      summary: 'How much of an upload arrived (tus 1.0)',
      description: 'Before resuming: the client sends the rest from `Upload-Offset`.',
      parameters: [uploadIdParameter],
      responses: {
        200: {
          description: '`Upload-Offset` and `Upload-Length`',
          headers: {
            'Upload-Offset': { schema: { type: 'integer' } },
            'Upload-Length': { schema: { type: 'integer' } },
          },
        },
        404: { description: 'No such upload, or it was sent or removed' },
      },
    },
    patch: {
      tags: ['Public'],
      summary: 'Send bytes of an upload from its offset (tus 1.0)',
      parameters: [uploadIdParameter],
      description:
        'The last bytes finish the upload: the file is then recognised by its content, and one that is no ' +
        'drawing kind is removed (415).',
      requestBody: {
        required: true,
        content: { 'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        204: { description: 'Stored; `Upload-Offset` says how far' },
        404: { description: 'No such upload' },
        409: { description: '`Upload-Offset` is not where the upload stands' },
        415: errorResponse('The finished file is no allowed drawing kind'),
        503: errorResponse('The file storage failed'),
      },
    },
    delete: {
      tags: ['Public'],
      summary: 'Abandon an unfinished upload (tus termination)',
      description: 'Removes the bytes that arrived and frees their room in the staging area.',
      parameters: [uploadIdParameter],
      responses: { 204: { description: 'Removed' }, 400: { description: 'A finished upload stays' } },
    },
  },
  '/api/inquiries/challenge': {
    get: {
      tags: ['Public'],
      summary: 'Get a proof-of-work challenge for the inquiry form',
      description:
        'An ALTCHA v2 challenge (SHA-256, deterministic mode): find the counter (big-endian uint32 after ' +
        'the nonce’s bytes) whose SHA-256 of salt ‖ nonce ‖ counter starts with `keyPrefix`, and send it ' +
        'with the inquiry as `proof`. Signed by the service and valid for PROOF_OF_WORK_EXPIRY_SECONDS ' +
        '(30 minutes by default); nothing is stored until it comes back. No cookies; never cached.',
      responses: {
        200: {
          description: 'A fresh challenge',
          headers: { 'Cache-Control': { schema: { const: 'no-store' } } },
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  parameters: {
                    type: 'object',
                    properties: {
                      algorithm: { const: 'SHA-256' },
                      nonce: { type: 'string', description: 'Hex' },
                      salt: { type: 'string', description: 'Hex' },
                      cost: { type: 'integer', const: 1 },
                      keyLength: { type: 'integer' },
                      keyPrefix: { type: 'string', description: 'Hex' },
                      data: {
                        type: 'object',
                        properties: {
                          issuedAt: { type: 'integer', description: 'Milliseconds since 1970' },
                        },
                      },
                    },
                    required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'data'],
                  },
                  signature: { type: 'string', description: 'Hex HMAC-SHA256 of the parameters' },
                },
                required: ['parameters', 'signature'],
              },
            },
          },
        },
        429: {
          ...errorResponse('Too many challenges from this client'),
          headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
        },
      },
    },
  },
  '/api/inbound/mail': {
    post: {
      tags: ['Public'],
      summary: 'Receive an e-mail from a mail provider (inbound webhook)',
      description:
        'A hosted mail provider hands over a message received for a reply address ' +
        '(`reply+<token>@INBOUND_DOMAIN`). Exists only when INBOUND_WEBHOOK_SECRET is set (else 404). ' +
        'Authenticated by that secret as `Authorization: Bearer <secret>` (or HTTP Basic with the secret as ' +
        'password, for providers that only support credentials in the URL), or by ' +
        '`X-Sitedesk-Signature: sha256=<hex HMAC-SHA256 of the body with the secret>`. The message is matched ' +
        'to an inquiry by the reply address, then by In-Reply-To/References; it is stored in that ' +
        'inquiry’s thread (a repeated Message-ID once). See docs/deploy-inbound.md (SendGrid Inbound Parse).',
      security: [{ inboundBearer: [] }, { inboundSignature: [] }] as Record<string, string[]>[],
      requestBody: {
        required: true,
        content: {
          'message/rfc822': { schema: { type: 'string', format: 'binary' } },
          'multipart/form-data': {
            schema: {
              type: 'object',
              description: 'SendGrid Inbound Parse with “POST the raw, full MIME message”.',
              properties: {
                email: { type: 'string', description: 'The raw message' },
                envelope: { type: 'string', description: 'JSON `{"to":[…],"from":"…"}`' },
              },
              required: ['email'],
            },
          },
        },
      },
      responses: {
        202: {
          description: 'Stored, or a repeat of a stored message',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  status: { type: 'string', enum: ['stored', 'duplicate'] },
                  inquiryId: { type: 'string', format: 'uuid' },
                },
                required: ['status', 'inquiryId'],
              },
            },
          },
        },
        400: errorResponse('The form could not be read'),
        401: errorResponse('No secret or signature'),
        403: errorResponse('Wrong secret or signature'),
        404: errorResponse('The webhook is off (INBOUND_WEBHOOK_SECRET unset)'),
        413: errorResponse('Over INBOUND_MAX_MB'),
        415: errorResponse('Neither message/rfc822 nor multipart/form-data'),
        422: errorResponse('The message matches no inquiry (or has no `email` field)'),
        429: errorResponse('The sending address is over INBOUND_RATE_LIMIT messages per hour'),
      },
    },
  },
};
