/* See LICENSE file for copyright and license details.
 *
 * win.h: what the core asks of the window (x.c, xsel.c), and nothing else.
 */

void win_title(const char *title);
void win_show(void);                    /* map the window, once */
void win_ownprimary(const char *text);  /* text stays valid while owned */
void win_ownclipboard(const char *text);
void win_paste(void);                   /* PRIMARY's text to edit_paste */
struct KeyEvent;
int win_key(const struct KeyEvent *k);  /* 1: the window's keys' list (F1) took it */
