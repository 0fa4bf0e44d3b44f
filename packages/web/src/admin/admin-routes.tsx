function AdminPlaceholder() {
  return (
    <main>
      <h1>Admin</h1>
    </main>
  );
}

export const Component = AdminPlaceholder;
