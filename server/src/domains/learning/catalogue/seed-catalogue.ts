import { eq } from "drizzle-orm";
import type { DbDeps } from "../../../context";
import { exercises, exerciseTypes, learningCatalogueSeeds } from "../learning.tables";
import { CATALOGUE_VERSION, cardImageOf, SEED_CATALOGUE } from "./catalogue-data";

const seeded = new WeakMap<object, Promise<void>>();

/**
 * Seeds Wordloom's built-in catalogue once per catalogue version (types by slug, exercises by
 * title, both left alone when they exist), so an admin's edits and deletions stay as they are.
 * Called before any catalogue read; runs once per database handle and process.
 */
export const ensureCatalogue = (deps: DbDeps): Promise<void> => {
  let pending = seeded.get(deps.db);
  if (!pending) {
    pending = seedCatalogue(deps).catch((error: unknown) => {
      seeded.delete(deps.db);
      throw error;
    });
    seeded.set(deps.db, pending);
  }
  return pending;
};

const seedCatalogue = async ({ db, clock }: DbDeps): Promise<void> => {
  const [done] = await db.select().from(learningCatalogueSeeds).where(eq(learningCatalogueSeeds.version, CATALOGUE_VERSION)).limit(1);
  if (done) {
    return;
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    for (const type of SEED_CATALOGUE) {
      await tx
        .insert(exerciseTypes)
        .values({
          slug: type.slug,
          name: type.name,
          introductoryNotes: type.introductoryNotes,
          cardImage: cardImageOf(type.slug),
          minimumLevel: type.minimumLevel,
          timeAllowed: type.timeAllowed,
          extensionTime: type.extensionTime,
          delayPenalty: type.delayPenalty,
          credits: type.credits,
          wordLimit: type.wordLimit,
          task: type.task,
          sourceKind: type.sourceKind,
          info: type.info,
          expectedIntents: type.expectedIntents,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: exerciseTypes.slug });
      const [row] = await tx.select({ id: exerciseTypes.id }).from(exerciseTypes).where(eq(exerciseTypes.slug, type.slug)).limit(1);
      if (!row) {
        continue;
      }
      await tx
        .insert(exercises)
        .values(
          type.exercises.map((exercise) => ({
            exerciseTypeId: row.id,
            title: exercise.title,
            level: exercise.level ?? Number(type.minimumLevel.split(".")[0]),
            content: exercise.content ?? "",
            image: exercise.image ?? null,
            imageAlt: exercise.imageAlt ?? null,
            contentJson: exercise.contentJson ?? {},
            hint: exercise.hint,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
    }
    await tx.insert(learningCatalogueSeeds).values({ version: CATALOGUE_VERSION, seededAt: now }).onConflictDoNothing();
  });
};
