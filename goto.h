/* See LICENSE file for copyright and license details.
 *
 * goto.h: the goto field and the editing of a line (goto.c).
 */

/* a line of text being edited: the goto field, the find prompt */
typedef struct {
	char buf[512];
	size_t len, cur;  /* bytes in buf, the cursor's byte */
	int all;          /* all of it selected: what is typed replaces it */
} Edit;

/* the keys an Edit knows, as the window reads them */
enum { EdIgnore, EdText, EdTab, EdEnter, EdCancel, EdUp, EdDown, EdLeft,
       EdRight, EdHome, EdEnd, EdBackspace, EdDelete, EdKillStart, EdKillWord,
       EdPaste, EdPageUp, EdPageDown, EdOther };
/* what an editing key asks of the caller beyond the editing */
enum { EditNone, EditEnter, EditCancel, EditUp, EditDown, EditPageUp, EditPageDown };

/* the goto bar as the window draws it (goto_get in gitview.h) */
typedef struct GotoView {
	const Edit *ed;         /* the field */
	int focus;              /* it has the keys */
	int back, forward;      /* the buttons: there is a commit to go back, forward to */
} GotoView;

int goto_editkey(Edit *ed, int key, const char *text, int len);
void goto_editinsert(Edit *ed, const char *s, size_t n);
void goto_editset(Edit *ed, const char *s);
const Edit *goto_edit(void);
void goto_paste(const char *s, size_t n);
void goto_key(int key, const char *text, int len);
void goto_run(void);

/* the actions of keys and buttons (config.h) */
void goto_focus(const Arg *arg);
