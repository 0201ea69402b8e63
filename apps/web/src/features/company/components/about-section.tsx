import { useSite } from '../../../app/site-context';
import { MediaPicture } from '../../../ui/media-picture';
import { resolvePlacedImage } from '../../../ui/placed-image';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { useSectionLanguage } from '../../../ui/shown-language';

/** The company's story and its milestones as a timeline. */
export function AboutSection() {
  const { content, messages, media, locale } = useSite();
  const { about } = content;
  const language = useSectionLanguage('about');
  // The built-in plant drawing until an editor picks a photo; its alt text is the file's, per language.
  const picture = resolvePlacedImage({ mediaId: about.image.mediaId, alt: about.imageAlt }, media, locale);
  const imageSizes = '(min-width: 76rem) 36rem, (min-width: 64rem) 45vw, 90vw';
  const imageClass = 'mt-10 h-auto w-full rounded-(--radius-card)';
  return (
    <Section labelledBy="about-title" tone="white">
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={about.eyebrow}
            title={about.title}
            intro={about.intro}
            textLanguage={language}
          />
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} {...language} className="mt-5 text-lg leading-relaxed text-steel-700">
              {paragraph}
            </p>
          ))}
          {picture ? (
            <MediaPicture image={picture.image} alt={picture.alt} sizes={imageSizes} className={imageClass} />
          ) : null}
        </div>
        <div>
          <h3 className="text-3xl">{messages.company.milestonesTitle}</h3>
          <ol {...language} className="mt-6 border-s-2 border-petrol-600">
            {about.milestones.map((milestone) => (
              <li key={milestone.year} className="relative pb-6 ps-8 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute top-2 -start-[7px] size-3 rounded-full bg-signal-500"
                />
                <p className="font-display text-3xl text-petrol-800">{milestone.year}</p>
                <p className="text-steel-700">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}
