import { inquiryLimits } from '@sitedesk/shared/inquiry-fields';
import { describe, expect, it } from 'vitest';
import {
  admitLargeFiles,
  finishedUploadIds,
  formatPercent,
  isLargeFileKind,
  type LargeFile,
  uploadFraction,
  uploadIdOf,
} from './large-files';

const picked = (name: string, size = 1024) => ({ name, size });
const megabytes = 1024 * 1024;

describe('admitLargeFiles', () => {
  it('takes drawings of every allowed kind, whatever the case of their ending', () => {
    const files = [
      'gear.STEP',
      'frame.stp',
      'hull.igs',
      'plate.dxf',
      'base.dwg',
      'part.stl',
      'sheet.pdf',
    ].map((name) => picked(name));
    expect(admitLargeFiles(0, files)).toEqual({ admitted: files, problem: undefined });
  });

  it('leaves out what it cannot take, says the first reason, and keeps the rest', () => {
    const good = picked('assembly.step', 150 * megabytes);
    const result = admitLargeFiles(0, [
      picked('offer.docx'),
      good,
      picked('huge.step', inquiryLimits.largeFileMaxBytes + 1),
    ]);
    expect(result).toEqual({ admitted: [good], problem: 'unsupported_file_type' });
  });

  it('takes a file of exactly the largest size', () => {
    const file = picked('max.stl', inquiryLimits.largeFileMaxBytes);
    expect(admitLargeFiles(0, [file]).admitted).toEqual([file]);
  });

  it('stops at the count, counting the files already in the list', () => {
    const known = inquiryLimits.largeFilesMaxCount - 1;
    const result = admitLargeFiles(known, [picked('a.step'), picked('b.step')]);
    expect(result).toEqual({ admitted: [picked('a.step')], problem: 'too_many_files' });
  });
});

describe('isLargeFileKind', () => {
  it('offers CAD, PDF and pictures, not office documents (they stay ordinary attachments)', () => {
    expect(isLargeFileKind('photo.jpeg')).toBe(true);
    expect(isLargeFileKind('table.xlsx')).toBe(false);
    expect(isLargeFileKind('step')).toBe(false);
  });
});

describe('uploadIdOf', () => {
  const id = '0123456789abcdef0123456789abcdef';

  it('is the last segment of the address the server gave', () => {
    expect(uploadIdOf(`https://example.com/api/uploads/${id}`)).toBe(id);
    expect(uploadIdOf(`/api/uploads/${id}?x=1`)).toBe(id);
  });

  it('is nothing for an address that does not end in an upload id', () => {
    expect(uploadIdOf(null)).toBeUndefined();
    expect(uploadIdOf('/api/uploads/')).toBeUndefined();
    expect(uploadIdOf(`/api/uploads/${id.toUpperCase()}`)).toBeUndefined();
    expect(uploadIdOf('/api/uploads/../inquiries')).toBeUndefined();
  });
});

describe('uploadFraction', () => {
  it('says 100 % only once the server has every byte', () => {
    expect(uploadFraction(999, 1000, 'uploading')).toBe(0.99);
    expect(uploadFraction(1000, 1000, 'uploading')).toBe(0.99);
    expect(uploadFraction(1000, 1000, 'done')).toBe(1);
    expect(uploadFraction(456, 1000, 'waiting')).toBe(0.45);
  });

  it('counts an empty file as complete', () => {
    expect(uploadFraction(0, 0, 'uploading')).toBe(1);
  });
});

describe('formatPercent', () => {
  it('writes the percent the language’s way', () => {
    expect(formatPercent(0.42, 'en')).toBe('42%');
    // A (narrow) no-break space before the sign, as German writes it.
    expect(formatPercent(0.42, 'de')).toMatch(/^42\s%$/);
    expect(formatPercent(0.42, 'ar')).toMatch(/42/);
  });
});

describe('finishedUploadIds', () => {
  const file = new File(['x'], 'a.step');
  const row = (change: Partial<LargeFile>): LargeFile => ({
    key: 'k',
    file,
    phase: 'done',
    bytesSent: 1,
    uploadId: 'a'.repeat(32),
    ...change,
  });

  it('names every finished upload', () => {
    expect(finishedUploadIds([row({}), row({ uploadId: 'b'.repeat(32) })])).toEqual([
      'a'.repeat(32),
      'b'.repeat(32),
    ]);
    expect(finishedUploadIds([])).toEqual([]);
  });

  it('is nothing while one is not finished', () => {
    expect(finishedUploadIds([row({}), row({ phase: 'failed' })])).toBeUndefined();
    expect(finishedUploadIds([row({ phase: 'waiting' })])).toBeUndefined();
  });
});
