/* See LICENSE file for copyright and license details.
 *
 * linelog.h: line history (linelog.c): the lines of the file view chosen
 * and L, as the window reads and drives them.
 */
int linelog_range(int *a, int *b);  /* the lines chosen (from 0, a <= b); 0: none */
void linelog_drag(int from, int to); /* a drag over the line numbers */

/* the actions of keys and buttons (config.h) */
void linelog_select(const Arg *arg);
void linelog_open(const Arg *arg);
