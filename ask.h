/* See LICENSE file for copyright and license details.
 *
 * ask.h: a value asked in the status line (ask.c). Needs goto.h first.
 */

/* what Return gives: the text typed; Escape gives nothing, and nothing runs */
typedef void (*AskDone)(const char *text);

void ask_open(const char *label, const char *init, AskDone done);
int ask_on(void);
const char *ask_label(void);
const Edit *ask_edit(void);
void ask_key(int key, const char *text, int len);
void ask_paste(const char *s, size_t n);
void ask_cancel(void);
