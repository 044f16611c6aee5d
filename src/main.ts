import { ConfigError, loadConfig } from './config/config';
import { createApp } from './app';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config);
  if (config.roles.includes('api')) {
    await app.listen({ port: config.port, host: config.host });
    console.log(`Listening on ${config.publicUrl}`);
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
