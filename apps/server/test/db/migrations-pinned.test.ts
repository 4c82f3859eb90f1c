import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../../src/db/index.ts';
import { migrationScript } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';

/**
 * The SHA-256 of every shipped migration's script, per dialect. A database records a migration as applied by its
 * id and never runs it again, so a script that changes after it shipped makes databases differ by when they were
 * created. Rewriting how a script is built (a shared helper) is fine only while these stay the same; a new
 * migration adds its line here when it ships.
 */
const PINNED: Record<string, Record<DialectName, string>> = {
  '0001-core': {
    sqlite: 'dbb4d96565816f3e916d9b666a7ce90843cdfe8a4c04748a6e30e8ba485e9e54',
    postgres: 'aab376f8ce0a4f07a92a32040d7e2f5d28c605edc328a89c9bdb7d25657e03da',
  },
  '0002-accounts': {
    sqlite: '66b151a02a264f1e33c0786968803c5565180f9dd89b2aeda2269879b63138a0',
    postgres: '0b18dc7a3ab8150210078a6c485d6cdf99cfa7f1cbdba6007a021df1f7b5a5c2',
  },
  '0003-catalog': {
    sqlite: '545b1f3c24bcd59cba3ea9dcd0feae1b419e5826aa21b2b5fb5852922dc040a8',
    postgres: '5e0b66b1085d3a53c94b2f962fd9735bc93f6c8d03ca5fd6ad8014c691d66634',
  },
  '0004-shared-state': {
    sqlite: '14f3d8d959dce50480f6ceebf7bb2ef634a30ba4d1d01611a181f352b65cb485',
    postgres: 'ce918370e12d5bb86b4fd76ec36929bf9c0ca8e419a9f05b79013daebea2fabf',
  },
  '0005-hardening': {
    sqlite: '0d3d9e9c5dbcc1a76bc79c43ea6ad59f96783e72bdfa9169977b121d4d5ae434',
    postgres: 'cfed7e0545f1176de9208bf9438006ee4a066542323d4fad0defad19edf41ebf',
  },
  '0006-uploads': {
    sqlite: '65df68f1ee796244253b615d296a09e006b85919a92cd49a7acc2496137acfe8',
    postgres: '77889ddd4cfec84606e6ebafef1c4a67322ada7bd45f99e76c73da0d6f7f3b3d',
  },
  '0007-live': {
    sqlite: 'b86fe8bdb327a1edbdd360af6ccfe5cdf4a55a73e32fa4efe72fb377763234fb',
    postgres: 'c490b76067312171ad8888ecf9c6e68eca4449f5dba834898a627186113863f9',
  },
  '0008-books-topics': {
    sqlite: '31ade3cfa2d7531e937bda64337d3e30f2b7ab31f8e37fc6039303ad75c83a07',
    postgres: '0a43e0f1dcc8b8b64e9b62fa3a4343163c7ada80529ce7c9cf5e16af40b4bb73',
  },
  '0009-paths-wenda': {
    sqlite: 'dad970098b0d317cbdfc80fcfb6f15dd4acfc7dea3f14febe84dba020fef3c4c',
    postgres: 'fe07fe3b1e6c9f08997a391a0838fe26a2fc5f52e7d2c111050dad0ca8e0e812',
  },
  '0010-orders': {
    sqlite: '883fde53a95d915d43db9b5eaee2d37ca62354913db11b44e3d62d5b72386c83',
    postgres: '22c538683ce2d02d273ad49dd035282af780cee4d2e2d6b630ae2bdb7320cbd6',
  },
  '0011-marketing': {
    sqlite: '3d99a4d4289077bf2177dfea23be26d0f68cda359c49e6ce1694f2f1e3b2006a',
    postgres: '0e1c95606c6beec3b0fbe1378e195bc0dcae595fee753de826aa233541bf8faa',
  },
  '0012-exams': {
    sqlite: '97407c0d445b0719af51b4232b3e3bb58563cbe3e2f7c11b792d301c419f01d2',
    postgres: '89e8b72cdea2c7e230898aa29a5c6a57679b6cbd3acabaea348f3c274d1e64a0',
  },
  '0013-refunds': {
    sqlite: '3986507191bb74b45d928d232fce7cb6e01f0aa9a898db8abedcf12db88b3561',
    postgres: '4ac13faa1728d15bd591ddfdaa5faded0d4522f6fb770262bc60d6cb71ee17f0',
  },
  '0014-member-indexes': {
    sqlite: '8692ef67064d0b6d963339c90075b3b159e336e915da5d0f9c2a7c0741099e11',
    postgres: '8692ef67064d0b6d963339c90075b3b159e336e915da5d0f9c2a7c0741099e11',
  },
  '0015-console': {
    sqlite: '4f87228a7197f19e11535880e8774e98aca5bf7643cb9a3ec90b9140e294a4bc',
    postgres: 'a2b17b06714e0ae556dd57d4c85ac5839f325339e7dd47cae4ec10f7e5a92b00',
  },
  '0016-media': {
    sqlite: '4eb8b4405e9416c2631f09e326109af3a1dc3a6241b84aa99a3abd8647ace4df',
    postgres: '9c0c70a115095240bac93c6d4af8aa4d365c5066986be2b3ee1985b61e7bdd0e',
  },
  '0018-console-courses': {
    sqlite: '753d6427638523f495e5dfca8e8daa09de7b108833519a65d67a801bd51a45fc',
    postgres: '1fbe3f67ab1ed4fc72589824dbbf3a8d8a91764aec9951724369074bb7d3bdd9',
  },
  '0019-hardening-second-round': {
    sqlite: '3abf5f9860342375190bde5dcc915e08d851d63ebf1e1ca473fb4b525c800080',
    postgres: '2d12711a2cff6230b2817f112cb2e627d5657b99cce5135ac07b6c93fd217514',
  },
  '0020-provider-keys-sms-log': {
    sqlite: '9e288fdd1c20d8555b3d75fc569fdf92eb366faaf1d5903dd40c91a29bc5b4ab',
    postgres: 'a0224ab2b05ad2c6f27b2b47075b7c42a5716a9b81a0a4a48c4662ec99022b44',
  },
  '0021-socialite-states': {
    sqlite: 'a84472b1ddcf82e6967a716530b9b5fd6d14a6e24e803ed82409ebd75d775fa5',
    postgres: 'a84472b1ddcf82e6967a716530b9b5fd6d14a6e24e803ed82409ebd75d775fa5',
  },
  '0023-meedu-4930': {
    sqlite: '91d7fd5982b4aba071f429708049c1a2cb1eae07cc88ffe011a17f030ea1c2f3',
    postgres: 'e8365a91afcb6bef9ba61fa26e793c5b025be72442c38587a5f3cea8a3c2c842',
  },
  '0024-watermark-codes': {
    sqlite: 'e755008575a45771d33611cff8a44b3ba83b0fe97922d71b0db534d654b94561',
    postgres: 'e62780c021d7ea4b8679cbce5faf3042e1b701b01e4c41c494e314d8d4a17f01',
  },
  '0025-live-streaming': {
    sqlite: 'de6fd47cb4f25dbfaf3c50b5ad52973cd9ede550100c728898356bf6c1429ebe',
    postgres: '53b4c37ba5fb996a52a22385b6df565ed92e34e48dd893ac6dddd8da0c4cce10',
  },
  '0026-console-content': {
    sqlite: '32262ae61cc06f00b92e334ecacfecdbc112bbda1df66ee651c35bd62ff06d29',
    postgres: 'b9b11eb4726683852c9006a40096ccc5b3a6be89f103696f6513c126daa914e6',
  },
  '0027-exam-console': {
    sqlite: 'cb14643220b0e4bbcfdd4f236d2a3ef3845e456b9a5bb2c8853a12cffdd2e81a',
    postgres: '7abb605ae2d7a8ecf7cae6aaa287ca71cced51ccd80e9e627545f3f1d5e46be0',
  },
  '0028-marketing-console': {
    sqlite: '0e96677bebd208c7356aa903c514c71534cee098e580585e3d6661f54cd1c052',
    postgres: 'd39df803309ddf692387eebb7f6d039d17095a339a36f8431a0b9e54122db45d',
  },
  '0029-console-campaigns': {
    sqlite: '07249d2535f513b72d0ba7e4f2549431060d3be7445a5b105fc190ed009190c4',
    postgres: 'b6839b06eeee7daf63cd949ed7bebf1ae6323db1a8a6867b27bf31c9036821ff',
  },
  '0030-video-captions': {
    sqlite: '35c85a29712a76ba7a531d9f17d0df9c0f3c3b9edf08965df64bb443ef0eb59d',
    postgres: 'efe1d25197c8db7515d118a2041a7edebb6905337b66b5b27410dd89772ebf7c',
  },
  '0033-book-read-records': {
    sqlite: 'edd44fe9b749e2e2825f8c2cc74ce97591e140d13d680929726393069d13e67e',
    postgres: '760b327166ce3f90bbefd40f8254eddc401c782916156615b2f70dc0f498eed0',
  },
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DIALECTS: DialectName[] = ['sqlite', 'postgres'];

describe('shipped migrations', () => {
  it('keeps every pinned migration, in its order', () => {
    const ids = migrations.map((m) => m.id);
    expect(ids.slice(0, Object.keys(PINNED).length)).toEqual(Object.keys(PINNED));
  });

  it.each(migrations.map((m) => [m.id, m] as const))('%s runs the script it shipped with', (id, m) => {
    const hashes = Object.fromEntries(DIALECTS.map((d) => [d, sha256(migrationScript(m, d))]));
    // A new migration: pin it with these values when it ships.
    expect(PINNED[id], `no pin for ${id}: ${JSON.stringify(hashes)}`).toBeDefined();
    expect(hashes).toEqual(PINNED[id]);
  });
});
