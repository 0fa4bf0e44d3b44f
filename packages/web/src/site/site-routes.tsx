import { useQuery } from '@tanstack/react-query';
import { serviceQueries } from '../api/content-queries.ts';

function HomePage() {
  const services = useQuery(serviceQueries.list());
  return (
    <main>
      <h1>Grain</h1>
      <p>Woodwork, furniture and flooring.</p>
      {services.isPending ? <p>Loading...</p> : null}
      <ul>
        {services.data?.map((service) => (
          <li key={service.id}>{service.title}</li>
        ))}
      </ul>
    </main>
  );
}

export const Component = HomePage;
