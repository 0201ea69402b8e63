import type { ComponentType } from 'react';
import type { PageKey } from './site-context';

/** Each page is its own chunk: the home page never downloads the code of the imprint. */
export const pageLoaders: Record<PageKey, () => Promise<ComponentType>> = {
  home: () => import('../pages/home-page').then((module) => module.HomePage),
  solutions: () => import('../pages/solutions-page').then((module) => module.SolutionsPage),
  sustainability: () => import('../pages/sustainability-page').then((module) => module.SustainabilityPage),
  company: () => import('../pages/company-page').then((module) => module.CompanyPage),
  contact: () => import('../pages/contact-page').then((module) => module.ContactPage),
  imprint: () => import('../pages/imprint-page').then((module) => module.ImprintPage),
  privacy: () => import('../pages/privacy-page').then((module) => module.PrivacyPage),
  notFound: () => import('../pages/not-found-page').then((module) => module.NotFoundPage),
};
