/* See LICENSE file for copyright and license details.
 *
 * menu.h: the menu of a pane (menu.c): its entries, the one chosen,
 * where it was asked for. The window draws it (panes.c) and says which
 * entry a click or a key chose. Needs core.h first.
 */
#define MENUMAX 24

typedef struct {
	char label[128];
	char key[16];           /* the key that does the same, or "" */
	int user;               /* your own command user - 1 (its key the window names), or 0 */
	int cmd;                /* what it runs (gitview.h), with arg */
	Arg arg;
	unsigned long keysym;   /* with user: its key, an X KeySym, or 0 */
} MenuEntry;

typedef struct Menu {
	int on, pane;
	int x, y;               /* where it was asked for, in pixels */
	int cur, n;
	MenuEntry e[MENUMAX];
} Menu;

const Menu *menu_get(void);
void menu_open(int pane, int x, int y);  /* the entries of what is at hand in pane */
void menu_move(int d);
int menu_pick(int k, Arg *arg);  /* entry k's command to run (-1: the one chosen), or
                                  * NoCommand, its argument in arg; the menu closes */
void menu_close(void);
