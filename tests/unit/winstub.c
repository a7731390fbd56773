/* See LICENSE file for copyright and license details.
 *
 * tests/unit/winstub.c: the window (win.h) for tests/unit/core.c: no X;
 * what the core asks of it is recorded in winstub (unit.h). The config
 * values the core needs (taste.h) are config.def.h's own, in
 * tests/unit/config.c, which make cuts from it (tests/unit/config.sh).
 */
#include <stdio.h>
#include <string.h>

#include "win.h"
#include "unit.h"

WinStub winstub;


void
win_title(const char *title)
{
	snprintf(winstub.title, sizeof(winstub.title), "%s", title);
}

void
win_show(void)
{
	winstub.nshow++;
}

void
win_ownprimary(const char *text)
{
	snprintf(winstub.primary, sizeof(winstub.primary), "%s", text);
}

void
win_ownclipboard(const char *text)
{
	snprintf(winstub.clipboard, sizeof(winstub.clipboard), "%s", text);
}

/* the window would answer later, with edit_paste: the test does */
void
win_paste(void)
{
	winstub.npaste++;
}

/* no keys' list open: it takes no key */
int
win_key(const struct KeyEvent *k)
{
	(void)k;
	return 0;
}
