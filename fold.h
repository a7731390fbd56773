/* See LICENSE file for copyright and license details.
 *
 * fold.h: the folded merges (fold.c) as the parts above it read them:
 * the first-parent line, each merge on it one row that opens in place.
 * Needs graph.h first.
 */
#define FoldUnknown   (-1)   /* fold_count's: not counted yet */

int fold_on(void);              /* the folded view is asked for or shown */
int fold_count(int c);          /* merge c of the line: its fold's commits, FoldUnknown;
                                 * 0: c holds no fold */
int fold_isopen(int c);         /* c's fold is open */
int fold_holder(int c);         /* the merge whose open fold shows c, or -1 */
void fold_want(int c);          /* c is on screen: its count is asked, one at a time */
void fold_toggle(int sel);      /* z: the folded view, or the whole history again */
void fold_open(int c, int open);  /* Right, Left: c's fold (or the one c is in) */
int fold_reveal(const unsigned char *id);  /* a commit hidden in a fold: that fold opens
                                            * and id is selected; 0: it cannot */
