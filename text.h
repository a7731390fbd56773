/* See LICENSE file for copyright and license details.
 *
 * text.h: the commit's headers and message (text.c) as the commit pane
 * reads them. Needs util.h first.
 */
enum { LineHead = PatchLast, LineLink, LineMsg };  /* their styles */

/* a hex word in the message that names a commit: drawn as a link */
typedef struct {
	int line;               /* of the message */
	int col, cols;          /* where, as drawn */
	int commit;
} MsgLink;

const Lines *text_hdr(void);    /* a LineLink's data: the commit it names */
const Lines *text_msg(void);    /* a line's data: its first link, or -1 */
int text_msgmore(int i);        /* row i goes on with the line of row i - 1 (wrapped) */
int text_unfold(int row, int col);  /* on Branches: +K more: unfold it; 0: not there */
int text_moved(void);           /* EvHeader: the rows from this one on moved */
int text_lines(void);           /* the headers' and the message's */
int text_nlinks(void);
int text_bodywant(void);        /* the commit whose message is awaited, or -1 */
const MsgLink *text_link(int i);
int text_walktimeout(double now);  /* the loop's timeout: ms to the next, -1: none */
