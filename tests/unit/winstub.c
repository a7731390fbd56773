/* See LICENSE file for copyright and license details.
 *
 * tests/unit/winstub.c: the window (win.h) for tests/unit/core.c: no X;
 * what the core asks of it is recorded in winstub (unit.h). And the
 * config values the core needs (gitview.h), by hand: config.def.h
 * cannot be included here, its keys[] and buttons[] need X's keysyms and
 * x.c's actions. The values are config.def.h's; nlanecolors is the
 * length of its lanecolors[].
 */
#include <stdio.h>
#include <string.h>

#include "win.h"
#include "unit.h"

const int graphmaxpct = 40, listpct = 45, textpct = 70, tabwidth = 8;
const int walkslice = 20000, diffdelay = 15, authorchars = 16, wheelrows = 3;
const int winwidth = 1000, winheight = 700, drawms = 50;
const int lanegap = 100, lanestub = 5, lanemax = 14;
const int livereload = 0, reloadwait = 200;  /* the tests start no watch */
const unsigned int nlanecolors = 10;
const char statusletters[] = "AMDRCTUX";

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

int
win_textw(const char *s, size_t n)
{
	(void)s;
	return (int)n * WINSTUBCHARW;
}
