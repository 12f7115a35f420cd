/** Work done once before the server listens, after migrations: seed content, settle the cookie secret. */
export async function prepareSite(): Promise<void> {
  const { seedEmbeddedContent } = await import("./content-seed.server");
  const { loadSessionSecret } = await import("./session.server");
  await seedEmbeddedContent();
  await loadSessionSecret();
}
