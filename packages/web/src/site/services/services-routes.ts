import type { Service } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { serviceQueries } from '../../api/content-queries.ts';
import { describe, type HeadArgs, type PageHead, withOwnSeo } from '../../head/page-head.ts';
import { queryClientContext } from '../../routing/route-context.ts';
import { idParam, notFoundResponse, type PageLoaderArgs, pageLoader } from '../../routing/route-data.ts';

export const SERVICE_NOT_FOUND = 'Service not found';

export const servicesLoader = pageLoader(() => ({
  required: [serviceQueries.list()],
  failure: 'Error loading services',
}));

const serviceList = ({ queryClient }: HeadArgs) =>
  queryClient.getQueryData<Service[]>(serviceQueries.list().queryKey) ?? [];

export const servicesHead = (args: HeadArgs): PageHead => {
  const titles = serviceList(args).map((service) => service.title);
  return {
    title: 'Services',
    description: describe(titles.length ? `What we make and do: ${titles.join(', ')}.` : ''),
    breadcrumbs: [{ label: 'Services' }],
  };
};

/** /services/{id}: that service, beside the others. */
export const serviceLoader = pageLoader(({ params }) => ({
  required: [serviceQueries.detail(idParam(params.id, SERVICE_NOT_FOUND))],
  sections: [serviceQueries.list()],
  notFound: SERVICE_NOT_FOUND,
  failure: 'Error loading services',
}));

/** /services/details: the first service (spec public §2); with none, the page is a 404. */
export async function firstServiceLoader(args: PageLoaderArgs): Promise<null> {
  await servicesLoader(args);
  const services = args.context.get(queryClientContext).getQueryData<Service[]>(serviceQueries.list().queryKey);
  if (!services?.length) throw notFoundResponse(SERVICE_NOT_FOUND);
  return null;
}

const serviceHead = (service: Service | undefined): PageHead =>
  withOwnSeo(
    {
      title: service?.title ?? 'Service Details',
      description: describe(service?.description),
      image: service?.image_url,
      breadcrumbs: [{ label: 'Services', to: paths.services }, { label: 'Service Details' }],
    },
    service,
  );

export const serviceDetailsHead = (args: HeadArgs): PageHead =>
  serviceHead(
    args.params.id
      ? args.queryClient.getQueryData<Service>(serviceQueries.detail(args.params.id).queryKey)
      : serviceList(args)[0],
  );
