import { describe, expect, it } from 'vitest';
import { sharedPicturePaths, showsSharedPictureAt, withoutSharedPictures } from './shared-pictures';
import { missingTranslations, untranslatedCopy, withTranslationFallback } from './translation-fallback';

const hall = '11111111-1111-4111-8111-111111111111';
const poster = '22222222-2222-4222-8222-222222222222';
const sheet = '33333333-3333-4333-8333-333333333333';

const english = {
  title: 'Balers',
  image: { mediaId: hall },
  imageAlt: 'Our hall',
  images: [{ mediaId: hall }, { mediaId: poster, alt: 'Poster' }],
  downloads: [{ title: 'Data sheet', document: { mediaId: sheet } }],
  body: { type: 'doc', content: [{ type: 'image', attrs: { mediaId: hall } }] },
};

describe('shared pictures (decision 203)', () => {
  it('lets a translation share the pictures it showed the same, keeping its own alt texts and files', () => {
    const german = {
      title: 'Pressen',
      image: { mediaId: hall },
      imageAlt: 'Unsere Halle',
      images: [{ mediaId: hall }, { mediaId: poster, alt: 'Plakat' }],
      downloads: [{ title: 'Datenblatt', document: { mediaId: sheet } }],
      body: { type: 'doc', content: [{ type: 'image', attrs: { mediaId: hall } }] },
    };
    expect(withoutSharedPictures(german, english)).toEqual({
      title: 'Pressen',
      imageAlt: 'Unsere Halle',
      images: [{}, { alt: 'Plakat' }],
      downloads: german.downloads,
      body: german.body,
    });
    // What the site shows: the English pictures with the German words.
    expect(withTranslationFallback(withoutSharedPictures(german, english), english)).toMatchObject({
      image: { mediaId: hall },
      imageAlt: 'Unsere Halle',
      images: [{ mediaId: hall }, { mediaId: poster, alt: 'Plakat' }],
    });
  });

  it('keeps a translation’s different picture as its own, leaves out a gallery it shares whole, and changes nothing twice', () => {
    const arabic = { image: { mediaId: poster }, images: [{ mediaId: hall }, { mediaId: poster }] };
    const shared = withoutSharedPictures(arabic, english);
    expect(shared).toEqual({ image: { mediaId: poster } });
    expect(withoutSharedPictures(shared, english)).toBeUndefined();
  });

  it('starts a new translation with no picture of its own and counts no picture as untranslated', () => {
    const copy = untranslatedCopy(english);
    expect(copy).toMatchObject({ image: {}, images: [{}, { alt: '' }] });
    expect(missingTranslations({ title: 'Pressen' }, { title: 'Balers', image: { mediaId: hall } })).toEqual(
      [],
    );
  });

  it('finds where a translation shows the shared picture', () => {
    expect(sharedPicturePaths(english, hall)).toEqual(['image', 'images.0']);
    expect(sharedPicturePaths(english, sheet)).toEqual([]);
    expect(showsSharedPictureAt({ image: { alt: 'x' } }, 'image')).toBe(true);
    expect(showsSharedPictureAt({ image: { mediaId: poster } }, 'image')).toBe(false);
  });
});
