import type { Project } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { faqQueries, projectQueries } from '../../api/content-queries.ts';
import { describe, type HeadArgs, type PageHead, withOwnSeo } from '../../head/page-head.ts';
import { idParam, pageLoader } from '../../routing/route-data.ts';

export const PROJECT_NOT_FOUND = 'Project not found';

export const projectsLoader = pageLoader(() => ({
  required: [projectQueries.list()],
  sections: [faqQueries.list()],
  failure: 'Error loading projects',
}));

export const projectsHead = ({ queryClient }: HeadArgs): PageHead => {
  const projects = queryClient.getQueryData<Project[]>(projectQueries.list().queryKey) ?? [];
  return {
    title: 'Projects',
    description: describe(
      projects.length ? `Finished work from our workshop: ${projects.map((project) => project.title).join(', ')}.` : '',
    ),
    breadcrumbs: [{ label: 'Project' }],
  };
};

export const projectLoader = pageLoader(({ params }) => ({
  required: [projectQueries.detail(idParam(params.id, PROJECT_NOT_FOUND))],
  notFound: PROJECT_NOT_FOUND,
  failure: 'Error loading project',
}));

export const projectHead = ({ queryClient, params }: HeadArgs): PageHead => {
  const project = queryClient.getQueryData<Project>(projectQueries.detail(params.id ?? '').queryKey);
  return withOwnSeo(
    {
      title: project?.title ?? 'Project Details',
      description: describe(project?.short_description || project?.description),
      image: project?.project_feature_image_url ?? project?.gallery_image_1_url,
      type: 'article',
      breadcrumbs: [{ label: 'Project', to: paths.projects }, { label: 'Project Details' }],
    },
    project,
  );
};
