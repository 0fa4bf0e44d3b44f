import type {
  AboutSection,
  Banner,
  Blog,
  BlogCategory,
  ChooseUsSection,
  ContactSection,
  CounterSection,
  Faq,
  Feature,
  MissionVisionSection,
  ProcessSection,
  Project,
  Service,
  VideoSection,
} from '@grain/contract/content-types';
import type { Page } from '@grain/contract/envelope';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

/** Query-options factories for the content sections: keys go from generic to specific. */
function listAndDetail<T>(path: string) {
  return {
    all: () => [path] as const,
    list: () => queryOptions({ queryKey: [path, 'list'], queryFn: ({ signal }) => api<T[]>(`/${path}`, { signal }) }),
    detail: (id: number | string) =>
      queryOptions({
        queryKey: [path, 'detail', String(id)],
        queryFn: ({ signal }) => api<T>(`/${path}/${id}`, { signal }),
      }),
  };
}

export const bannerQueries = listAndDetail<Banner>('banners');
export const featureQueries = listAndDetail<Feature>('features');
export const aboutQueries = listAndDetail<AboutSection>('about-sections');
export const serviceQueries = listAndDetail<Service>('services');
export const chooseUsQueries = listAndDetail<ChooseUsSection>('choose-us-sections');
export const processQueries = listAndDetail<ProcessSection>('process-sections');
export const videoQueries = listAndDetail<VideoSection>('video-sections');
export const projectQueries = listAndDetail<Project>('projects');
export const faqQueries = listAndDetail<Faq>('faqs');
export const blogCategoryQueries = listAndDetail<BlogCategory>('blog-categories');
export const counterQueries = listAndDetail<CounterSection>('counter-sections');
export const missionVisionQueries = listAndDetail<MissionVisionSection>('mission-vision-sections');
export const contactSectionQueries = listAndDetail<ContactSection>('contact-sections');

export const blogQueries = {
  all: () => ['blogs'] as const,
  list: (page: number, perPage = 6, categoryId?: number) =>
    queryOptions({
      queryKey: ['blogs', 'list', { page, perPage, categoryId }],
      queryFn: ({ signal }) => {
        const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
        if (categoryId) params.set('category_id', String(categoryId));
        return api<Page<Blog>>(`/blogs?${params}`, { signal });
      },
    }),
  detail: (id: number | string) =>
    queryOptions({
      queryKey: ['blogs', 'detail', String(id)],
      queryFn: ({ signal }) => api<Blog>(`/blogs/${id}`, { signal }),
    }),
};
