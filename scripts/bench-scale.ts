/**
 * `npm run bench:scale`: inquiries per second through nginx to one and to two built instances on one
 * PostgreSQL with the S3-compatible test server (the topology of e2e/two-instances.test.ts), without and
 * with an attachment. Cross-instance event latency and publish → served by the other instance are
 * `npm run bench:events`' figures. Prints the figures and writes them into docs/performance.md. Measures
 * only; asserts nothing.
 *
 * BENCH_SECONDS (default 10) sets each measurement's length; BENCH_CONNECTIONS (default 10) its concurrency.
 * TEST_DATABASE_URL names a PostgreSQL server to create the database on; else a throwaway one is started.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { validInquiryFields } from '../apps/server/src/testing/desk-fixtures';
import { unusedPort } from '../apps/server/src/testing/test-smtp-server';
import { startNginx } from '../e2e/support/nginx';
import { startTwoInstances } from '../e2e/support/two-instances';
import {
  loadConnections as connections,
  measureThroughput,
  loadSeconds as seconds,
  type Throughput,
} from './bench-http-load';
import { writePerformanceSection } from './performance-doc';

const attachmentKb = 100;

type Body = { body: Buffer; contentType: string };

const jsonInquiry: Body = {
  body: Buffer.from(JSON.stringify({ ...validInquiryFields, consent: true })),
  contentType: 'application/json',
};

/** The contact form's multipart body with one PDF of `attachmentKb` KB, encoded once and sent as is. */
async function inquiryWithAttachment(): Promise<Body> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validInquiryFields, consent: 'on' })) {
    form.append(name, String(value));
  }
  const padding = '%'.repeat(attachmentKb * 1024);
  const pdf = `%PDF-1.4\n${padding}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n`;
  form.append('attachments', new File([pdf], 'specification.pdf', { type: 'application/pdf' }));
  const request = new Request('http://bench.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

function measure(url: string, payload: Body, duration = seconds): Promise<Throughput> {
  return measureThroughput(
    url,
    { method: 'POST', body: payload.body, contentType: payload.contentType },
    duration,
  );
}

const loadAtStart = loadavg()[0] ?? 0;
const withAttachment = await inquiryWithAttachment();
const cluster = await startTwoInstances({ LOG_LEVEL: 'warn' });
const rows: string[] = [];
try {
  const [first] = cluster.instances;
  const single = await startNginx({ port: await unusedPort(), upstreams: [first.address] });
  try {
    const targets = [
      { label: '1 instance', origin: single.origin },
      { label: '2 instances', origin: cluster.origin },
    ];
    for (const target of targets) {
      for (const [kind, payload] of [
        ['without attachment', jsonInquiry],
        [`with a ${attachmentKb} KB PDF`, withAttachment],
      ] as const) {
        const url = `${target.origin}/api/inquiries`;
        await measure(url, payload, 2);
        const figures = await measure(url, payload);
        console.log(`${target.label}, ${kind}:`, figures);
        rows.push(
          `| ${target.label} | ${kind} | ${figures.rps.toFixed(0)} | ${figures.p50} | ${figures.p99} | ` +
            `${figures.non2xx + figures.errors} |`,
        );
      }
    }
  } finally {
    await single.stop();
  }
} finally {
  await cluster.stop();
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const section = [
  '## Scale-out (`npm run bench:scale`)',
  '',
  'Inquiries accepted per second through nginx (the configuration of docs/deploy-proxy.md) to one built ',
  'instance and to two, on one PostgreSQL with the S3-compatible test server (`@20minutes/s3rver`, files on ',
  'the same disk) and every e-mail delivered to a local SMTP server by the instances’ delivery workers. ',
  `autocannon, ${connections} connections, ${seconds} s per row after a 2 s warm-up, rate limit off. `,
  'All processes (PostgreSQL, s3rver, nginx, both instances, the load generator) share the machine, so the ',
  'second instance adds no cores: the figures show what the coordination costs, not what a second machine ',
  'adds. Cross-instance event latency and publish → served by the other instance: `bench:events` above.',
  `Machine: ${machine}. Measured ${new Date().toISOString().slice(0, 10)}; 1-minute load average `,
  `${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  '',
  '| behind nginx | inquiry | inquiries/s | p50 ms | p99 ms | errors |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows,
].join('\n');
await writePerformanceSection('bench:scale', section);
console.log(section);
