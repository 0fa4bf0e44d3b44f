import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linesOf, nonEmptyDatabase, runNode, type Sandbox, sandbox, serverSources } from '../../test/processes.ts';

const cli = path.join(serverSources, 'cli.ts');

let box: Sandbox;
beforeEach(async () => {
  box = await sandbox();
});
afterEach(() => box.remove());

const run = (args: string[], env: NodeJS.ProcessEnv = {}) => runNode(cli, args, { ...box.env, ...env });

describe('npm run export and npm run import', { timeout: 60_000 }, () => {
  it('move a site into an empty database, with a line per table and the counts at the end', async () => {
    await nonEmptyDatabase(box.databaseFile);
    fs.mkdirSync(path.join(box.storageDir, 'services'), { recursive: true });
    fs.writeFileSync(path.join(box.storageDir, 'services', 'oak.png'), 'not really a picture');
    // A relative name is taken from the folder npm was run in (INIT_CWD).
    const exported = await run(['export', 'site.tar.gz'], { INIT_CWD: box.dir });
    const archive = path.join(box.dir, 'site.tar.gz');
    expect(exported.code).toBe(0);
    // No library's deprecation line (Kysely's orderBy(array) printed one for tables without ids).
    expect(exported.stderr).toBe('');
    const exportLines = linesOf(exported.stdout);
    expect(exportLines).toContain('Exporting: access_tokens: 0 records');
    expect(exportLines).toContain('Exporting: demo_files: 0 records');
    expect(exportLines).toContain('Exporting: banners: 1 record');
    expect(exportLines).toContain('Exporting: faqs: 0 records');
    // The media library's table (issue 47) travels with the rest.
    expect(exportLines).toContain('Exporting: media_items: 0 records');
    // So do the redirects and the 404 log (issue 48).
    expect(exportLines).toContain('Exporting: redirects: 0 records');
    expect(exportLines).toContain('Exporting: not_found_log: 0 records');
    expect(exportLines).toContain('Exporting: 1 stored file');
    expect(exportLines).toContain(`Exported to ${archive}:`);
    expect(exportLines).toContainEqual(expect.stringMatching(/^ {2}stored files +1 \(0\.0 MB\)$/));
    expect(exportLines.at(-1)).toBe('  1 record in 45 tables, 1 file');
    expect(fs.existsSync(archive)).toBe(true);

    const target = { DATABASE_URL: path.join(box.dir, 'moved.db'), STORAGE_DIR: path.join(box.dir, 'moved-storage') };
    const imported = await run(['import', archive], target);
    expect(imported.code).toBe(0);
    const importLines = linesOf(imported.stdout);
    expect(importLines).toContain('Importing: banners: 1 record');
    expect(importLines).toContain(`Imported from ${archive}:`);
    expect(importLines.at(-1)).toBe('  1 record in 45 tables, 1 file');
    expect(fs.readFileSync(path.join(target.STORAGE_DIR, 'services', 'oak.png'), 'utf8')).toBe('not really a picture');

    const again = await run(['import', archive], target);
    expect({ code: again.code, stderr: linesOf(again.stderr) }).toEqual({
      code: 1,
      stderr: [
        'Grain could not run import: the database already holds records (1 in banners), and import restores into an empty one only. Point DATABASE_URL at a new, empty database (a new SQLite file, or a new PostgreSQL database) and import again.',
      ],
    });
  });

  it('export refuses to overwrite a file, and import a file that is not there', async () => {
    await nonEmptyDatabase(box.databaseFile);
    const taken = path.join(box.dir, 'taken.tar.gz');
    fs.writeFileSync(taken, 'keep me');
    const exported = await run(['export', taken]);
    expect({ code: exported.code, stderr: linesOf(exported.stderr) }).toEqual({
      code: 1,
      stderr: [
        `Grain could not run export: ${taken} already exists. Choose another file name, or remove that file first.`,
      ],
    });
    expect(fs.readFileSync(taken, 'utf8')).toBe('keep me');
    const missing = path.join(box.dir, 'missing.tar.gz');
    const imported = await run(['import', missing]);
    expect(linesOf(imported.stderr)).toEqual([
      `Grain could not run import: there is no file ${missing}. Give the path of the archive.`,
    ]);
  });

  it('refuse a missing or extra file name, and unknown options', async () => {
    expect(linesOf((await run(['export'])).stderr)).toEqual([
      'Grain could not run export: the archive file name is missing. Run `npm run export -- --help` for what it accepts.',
    ]);
    expect(linesOf((await run(['import', 'a.tar.gz', 'b.tar.gz'])).stderr)).toEqual([
      'Grain could not run import: too many arguments. Run `npm run import -- --help` for what it accepts.',
    ]);
    expect(linesOf((await run(['export', '--gzip', 'a.tar.gz'])).stderr)).toEqual([
      'Grain could not run export: unknown option --gzip. Run `npm run export -- --help` for what it accepts.',
    ]);
    const help = await run(['import', '--help']);
    expect(help.stdout.split('\n')[0]).toBe('Usage: npm run import -- <file.tar.gz>');
  });

  it('export refuses a SQLite database that does not exist', async () => {
    const result = await run(['export', path.join(box.dir, 'out.tar.gz')]);
    expect(linesOf(result.stderr)).toEqual([
      `Grain could not run export: there is no SQLite database at ${box.databaseFile}. Set DATABASE_URL to the database to export.`,
    ]);
    expect(fs.existsSync(box.databaseFile)).toBe(false);
  });
});

describe('npm run backup', { timeout: 120_000 }, () => {
  it('writes dated archives into a folder for its owner only, and keeps the newest --keep of them', async () => {
    await nonEmptyDatabase(box.databaseFile);
    const folder = path.join(box.dir, 'backups');
    // Older archives of earlier days, and a file of the operator's that is no archive of ours.
    fs.mkdirSync(folder);
    const older = ['grain-20260101-030000.tar.gz', 'grain-20260102-030000.tar.gz', 'grain-20260103-030000.tar.gz'];
    for (const name of older) fs.writeFileSync(path.join(folder, name), 'old');
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'keep me');

    const first = await run(['backup', 'backups', '--keep', '3'], { INIT_CWD: box.dir });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toBe('');
    const lines = linesOf(first.stdout);
    expect(lines[0]).toMatch(
      new RegExp(`^Backed up 1 record and 0 files to ${folder}/grain-\\d{8}-\\d{6}\\.tar\\.gz\\.$`),
    );
    expect(lines[1]).toBe('Removed 1 older archive: grain-20260101-030000.tar.gz.');
    const newest = lines[0].slice(lines[0].lastIndexOf('/') + 1, -1);
    expect(fs.readdirSync(folder).sort()).toEqual([...older.slice(1), newest, 'notes.txt'].sort());
    expect(fs.statSync(path.join(folder, newest)).mode & 0o777).toBe(0o600);

    // The archive is a real export: it restores.
    const target = { DATABASE_URL: path.join(box.dir, 'restored.db'), STORAGE_DIR: path.join(box.dir, 'restored') };
    const restored = await run(['import', path.join(folder, newest)], target);
    expect(restored.code, restored.stderr).toBe(0);

    // A second run within the same second gets a name of its own; the oldest goes again.
    const second = await run(['backup', folder, '--keep', '2']);
    expect(second.code, second.stderr).toBe(0);
    const archives = fs.readdirSync(folder).filter((name) => name.endsWith('.tar.gz'));
    expect(archives).toHaveLength(2);
    expect(archives).toContain(newest);
    expect(fs.existsSync(path.join(folder, 'notes.txt'))).toBe(true);
  });

  it('refuses a --keep that is no count, and a missing folder argument, in one line', async () => {
    expect(linesOf((await run(['backup', 'backups', '--keep', '0'])).stderr)).toEqual([
      'Grain could not run backup: --keep must be a whole number of at least 1, got "0". Run `npm run backup -- --help` for what it accepts.',
    ]);
    expect(linesOf((await run(['backup'])).stderr)).toEqual([
      'Grain could not run backup: the backup folder is missing. Run `npm run backup -- --help` for what it accepts.',
    ]);
  });
});
