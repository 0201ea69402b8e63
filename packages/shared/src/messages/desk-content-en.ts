/** The desk's content-editor strings in English: the reference for the German catalog. `{name}` marks a placeholder. */
export const deskContentEnMessages = {
  title: 'Content',
  /** The editable parts of the site, as editors know them. */
  sections: {
    company: 'Company details',
    meta: 'Page titles and descriptions',
    pageIntros: 'Page introductions',
    hero: 'Home page banner',
    figures: 'Key figures',
    products: 'Products and services',
    sustainability: 'Sustainability',
    quality: 'Certifications and downloads',
    mission: 'Mission and values',
    about: 'About us',
    testimonials: 'Testimonials',
    team: 'Team',
    locations: 'Locations',
    contact: 'Contact page',
    imprint: 'Imprint',
    privacy: 'Privacy policy',
  },
};
