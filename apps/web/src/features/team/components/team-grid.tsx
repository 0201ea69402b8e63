import { useSite } from '../../../app/site-context';
import { MediaPicture } from '../../../ui/media-picture';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { useSectionLanguage } from '../../../ui/shown-language';
import { SiteIcon } from '../../../ui/site-icon';
import { InitialsBadge } from './initials-badge';

export function TeamGrid() {
  const { content, media, locale } = useSite();
  const { team } = content;
  const language = useSectionLanguage('team');
  return (
    <Section labelledBy="team-title" tone="white">
      <div className="flex items-start gap-5">
        <SiteIcon name="users" className="mt-1 hidden size-10 shrink-0 text-petrol-600 sm:block" />
        <SectionHeading
          id="team-title"
          eyebrow={team.eyebrow}
          title={team.title}
          intro={team.intro}
          textLanguage={language}
        />
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.members.map((member) => {
          const photo = member.photo ? media[member.photo.mediaId] : undefined;
          return (
            // On a phone the portrait stands beside the name instead of above it (issue 29 §4: the home
            // page's length); from `sm` up each card is a column of the grid.
            <li
              key={member.name}
              className="grid grid-cols-[4rem_1fr] items-center gap-x-4 rounded-(--radius-card) border border-steel-200 bg-steel-50 p-6 sm:block"
            >
              {photo ? (
                <MediaPicture
                  image={photo}
                  alt={photo.alt[locale] ?? ''}
                  sizes="(min-width: 64rem) 15rem, (min-width: 40rem) 45vw, 4rem"
                  className="aspect-square h-auto w-full rounded-(--radius-card) object-cover"
                />
              ) : (
                <InitialsBadge name={member.name} />
              )}
              <div {...language} className="sm:mt-5">
                <h3 className="text-2xl">{member.name}</h3>
                <p className="font-bold text-petrol-700">{member.role}</p>
                <p className="text-sm text-steel-600">{member.location}</p>
              </div>
              <p {...language} className="col-span-2 mt-3 text-steel-700">
                {member.bio}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
