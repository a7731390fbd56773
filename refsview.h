/* See LICENSE file for copyright and license details.
 *
 * refsview.h: the references view (refsview.c) as the window reads it:
 * every branch, remote branch, tag and other label with its commit's
 * subject and date, the filter typed, the entry on the cursor. Needs
 * parse.h and goto.h first.
 */

/* the references view as the window draws it (refsview_get in gitview.h) */
#define REFSROWS      512    /* entries shown at most */
typedef struct RefsView {
	int open;               /* it is over the list */
	int shown, total;       /* the entries the filter keeps; all, -1 while git runs */
	int top, cursor;        /* the first on screen; the one on the cursor */
	const Edit *filter;
	int n;                  /* the entries on screen, from top: row[] */
	const RefEntry *row[REFSROWS];
} RefsView;

int refsview_open(void);               /* 0: closed; the keys are its while open */
int refsview_shown(void);              /* the entries the filter keeps */
const RefEntry *refsview_entry(int i); /* the i-th of them */
int refsview_cursor(void);
int refsview_top(void);                /* the first shown on screen */
int refsview_total(void);              /* -1 while git for-each-ref runs */
const Edit *refsview_filter(void);
void refsview_key(int key, const char *text, int len);  /* Ed... (goto.h) */
void refsview_paste(const char *s, size_t n);

/* the actions of keys and buttons (config.h) */
void refsview_show(const Arg *arg);
