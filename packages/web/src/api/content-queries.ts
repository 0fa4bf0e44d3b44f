import { contentPaths } from '@grain/contract/content-paths';
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

/**
 * Query-options factories of a content type, by its API path: keys go from generic to
 * specific, and start with the path (what a write of the type invalidates, see `all`).
 */
export function contentQueries<T>(path: string) {
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

export const bannerQueries = contentQueries<Banner>(contentPaths.banners);
export const featureQueries = contentQueries<Feature>(contentPaths.features);
export const aboutQueries = contentQueries<AboutSection>(contentPaths.aboutSections);
export const serviceQueries = contentQueries<Service>(contentPaths.services);
export const chooseUsQueries = contentQueries<ChooseUsSection>(contentPaths.chooseUsSections);
export const processQueries = contentQueries<ProcessSection>(contentPaths.processSections);
export const videoQueries = contentQueries<VideoSection>(contentPaths.videoSections);
export const projectQueries = contentQueries<Project>(contentPaths.projects);
export const faqQueries = contentQueries<Faq>(contentPaths.faqs);
export const blogCategoryQueries = contentQueries<BlogCategory>(contentPaths.blogCategories);
export const counterQueries = contentQueries<CounterSection>(contentPaths.counterSections);
export const missionVisionQueries = contentQueries<MissionVisionSection>(contentPaths.missionVisionSections);
export const contactSectionQueries = contentQueries<ContactSection>(contentPaths.contactSections);

const blogs = contentQueries<Blog>(contentPaths.blogs);

/** Blog posts come a page at a time, of one category or all. */
export const blogQueries = {
  all: blogs.all,
  list: (page: number, perPage = 6, categoryId?: number) =>
    queryOptions({
      queryKey: [...blogs.all(), 'list', { page, perPage, categoryId }],
      queryFn: ({ signal }) => {
        const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
        if (categoryId) params.set('category_id', String(categoryId));
        return api<Page<Blog>>(`/${contentPaths.blogs}?${params}`, { signal });
      },
    }),
  detail: blogs.detail,
};
