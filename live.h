/* See LICENSE file for copyright and license details.
 *
 * live.h: the live reload (live.c).
 */

void live_start(void);          /* after load_start */
void live_read(void);           /* the watch's fd is readable */
int live_timeout(double now);   /* its turn: ms to the next, -1: none */
