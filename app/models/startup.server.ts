/** Work done once before the server listens, after migrations. */
export async function prepareContent(): Promise<void> {
  const { seedEmbeddedContent } = await import("./content-seed.server");
  await seedEmbeddedContent();
}
