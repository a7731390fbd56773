/* See LICENSE file for copyright and license details.
 *
 * labels.h: the labels no ref gives (labels.c): the stash's older
 * entries and the linked worktrees' HEADs, and --bisect's arguments.
 * Needs graph.h, pipe.h and parse.h first.
 */
void labels_start(Refs *refs, int stash);  /* refs read: ask for the rest into refs */
void labels_cancel(void);                  /* refs is going: nothing more into it */
int labels_count(void);
void labels_entry(int i, RefEntry *e);     /* as a references view's entry */
int labels_wantbisect(int argc, char **argv);  /* --bisect before "--" */
int labels_bisect(int argc, char ***argv); /* --bisect made into git's arguments: argc */
void labels_free(void);
