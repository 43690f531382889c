/**
 * Where the block chooser finds a section kind's picture: a screenshot of the seeded section in
 * each admin language (scripts/capture-section-pictures.mjs makes them), served by an app route
 * (sectionPicture.ts), as the site has no public folder and the edge answers 404 for unknown
 * root files.
 *
 * @param {string} kind
 */
export const sectionPictureURL = (kind) => `/cms/section-pictures/${kind}`

/** The folder the pictures are read from, which next.config traces into the standalone build. */
export const sectionPictureFolder = 'src/blocks/pictures'
