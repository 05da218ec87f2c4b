import type { Migration } from 'kysely';
import * as m001 from './001_initial.js';
import * as m002 from './002_oidc_payloads.js';
import * as m003 from './003_reference_data.js';
import * as m004 from './004_support_mail_files.js';
import * as m005 from './005_registration.js';
import * as m006 from './006_inscription_country.js';
import * as m007 from './007_mail_delivery.js';
import * as m008 from './008_exam_engine.js';
import * as m009 from './009_participant_extras.js';
import * as m010 from './010_sign_in_guards.js';
import * as m011 from './011_jobs.js';
import * as m012 from './012_certificates.js';
import * as m013 from './013_edition_admin.js';
import * as m014 from './014_unit_request_review.js';
import * as m015 from './015_exam_authoring.js';
import * as m016 from './016_grading.js';
import * as m017 from './017_notifications.js';
import * as m018 from './018_ratings_partitions.js';

/** All migrations, in order. Names sort lexicographically; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_oidc_payloads': m002,
  '003_reference_data': m003,
  '004_support_mail_files': m004,
  '005_registration': m005,
  '006_inscription_country': m006,
  '007_mail_delivery': m007,
  '008_exam_engine': m008,
  '009_participant_extras': m009,
  '010_sign_in_guards': m010,
  '011_jobs': m011,
  '012_certificates': m012,
  '013_edition_admin': m013,
  '014_unit_request_review': m014,
  '015_exam_authoring': m015,
  '016_grading': m016,
  '017_notifications': m017,
  '018_ratings_partitions': m018,
};

export const latestMigrationName = Object.keys(migrations).sort().at(-1) ?? '';
