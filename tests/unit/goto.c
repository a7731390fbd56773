/* See LICENSE file for copyright and license details.
 *
 * tests/unit/goto.c: the goto field and the editing of a line
 * (goto.c): typing, moving, deleting, pasting, the focus. The fixture is
 * tests/unit/core.c.
 */
#include <sys/types.h>

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "usercmd.h"
#include "gitview.h"
#include "part.h"
#include "load.h"
#include "cat.h"
#include "list.h"
#include "text.h"
#include "patch.h"
#include "pane.h"
#include "goto.h"
#include "find.h"
#include "fileview.h"
#include "unit.h"
#include "coretest.h"

/* an editing key in the goto field, with the text XLookupString gives */
static void
press(int k)
{
	static const char *const text[EdOther + 1] = {
		[EdTab] = "\t", [EdEnter] = "\r", [EdCancel] = "\033",
		[EdBackspace] = "\b", [EdDelete] = "\177",
		[EdKillStart] = "\025", [EdKillWord] = "\027",
	};
	const char *t = text[k] ? text[k] : "";

	goto_key(k, t, strlen(t));
}

/* the goto field holds want, '|' its cursor */
static void
fieldis(const char *want, const char *what)
{
	const Edit *ed = goto_edit();
	char have[sizeof(ed->buf) + 1];

	snprintf(have, sizeof(have), "%.*s|%s", (int)ed->cur, ed->buf,
	         ed->buf + ed->cur);
	expect(!strcmp(have, want) && ed->len == strlen(ed->buf),
	       "%s: \"%s\", want \"%s\"", what, show(have, strlen(have)),
	       show(want, strlen(want)));
}

/* the goto field set to s, as a paste over all of it sets it; the
 * focus where it was */
static void
setfield(const char *s)
{
	int focus = core_focus();

	key(goto_focus, 0);
	goto_paste(s, strlen(s));
	core_setfocus(focus);
}

static void
test_goto_edit(void)
{
	begin("goto: typing, the cursor left and right, Home and End");
	setfield("");
	key(goto_focus, 0);
	expect(core_focus() == PaneGoto && !goto_edit()->all, "focus %d, all %d", core_focus(), goto_edit()->all);
	typein(goto_key, "main");
	fieldis("main|", "typed");
	press(EdLeft);
	press(EdLeft);
	fieldis("ma|in", "Left twice");
	typein(goto_key, "X");
	fieldis("maX|in", "typed in the middle");
	press(EdHome);
	fieldis("|maXin", "Home");
	press(EdLeft);
	fieldis("|maXin", "Left at the start");
	press(EdRight);
	fieldis("m|aXin", "Right");
	press(EdEnd);
	fieldis("maXin|", "End");
	press(EdRight);
	fieldis("maXin|", "Right at the end");
	end();

	begin("goto: Backspace and Delete take a character, a UTF-8 one whole");
	setfield("");
	typein(goto_key, "v\xC3\xA9x");
	press(EdLeft);
	fieldis("v\xC3\xA9|x", "Left over x");
	press(EdLeft);
	fieldis("v|\xC3\xA9x", "Left over \xC3\xA9");
	press(EdDelete);
	fieldis("v|x", "Delete");
	typein(goto_key, "\xC3\xA9");
	press(EdBackspace);
	fieldis("v|x", "Backspace");
	press(EdBackspace);
	fieldis("|x", "Backspace to the start");
	press(EdBackspace);
	fieldis("|x", "Backspace at the start");
	press(EdEnd);
	press(EdDelete);
	fieldis("x|", "Delete at the end");
	press(EdBackspace);
	fieldis("|", "Backspace to empty");
	end();

	begin("goto: Ctrl-U kills to the start, Ctrl-W the word before the cursor");
	typein(goto_key, "HEAD~2 foo  bar");
	press(EdKillWord);
	fieldis("HEAD~2 foo  |", "Ctrl-W after a word");
	press(EdKillWord);
	fieldis("HEAD~2 |", "Ctrl-W after spaces: they and the word go");
	press(EdKillWord);
	fieldis("|", "Ctrl-W on the first word");
	typein(goto_key, "abc def");
	press(EdLeft);
	fieldis("abc de|f", "Left");
	press(EdKillWord);
	fieldis("abc |f", "Ctrl-W in a word: the part before the cursor");
	press(EdKillStart);
	fieldis("|f", "Ctrl-U");
	press(EdKillStart);
	fieldis("|f", "Ctrl-U at the start");
	end();

	begin("goto: focused with text it is all selected; typing replaces it, a move keeps it");
	setfield("v1.0");
	key(goto_focus, 0);
	expect(goto_edit()->all, "v1.0 not selected on focus");
	fieldis("v1.0|", "focused");
	typein(goto_key, "main");
	fieldis("main|", "typed over the selection");
	expect(!goto_edit()->all, "still selected after typing");
	key(goto_focus, 0);
	press(EdLeft);
	fieldis("mai|n", "Left on the selection");
	expect(!goto_edit()->all, "still selected after Left");
	typein(goto_key, "X");
	fieldis("maiX|n", "typed after Left");
	key(goto_focus, 0);
	press(EdBackspace);
	fieldis("|", "Backspace on the selection");
	setfield("a b");
	key(goto_focus, 0);
	press(EdKillWord);
	fieldis("|", "Ctrl-W on the selection");
	setfield("a b");
	key(goto_focus, 0);
	press(EdDelete);
	fieldis("|", "Delete on the selection");
	end();

	begin("goto: a paste asks the window for PRIMARY and puts it at the cursor, one line");
	setfield("");
	typein(goto_key, "main");
	press(EdLeft);
	press(EdLeft);
	winstub.npaste = 0;
	press(EdPaste);
	expect(winstub.npaste == 1, "win_paste called %d times", winstub.npaste);
	fieldis("ma|in", "before PRIMARY comes");
	find_paste("\tX\nY\177", 5);
	fieldis("maXY|in", "pasted, controls dropped");
	key(goto_focus, 0);
	press(EdPaste);
	find_paste("v2", 2);
	fieldis("v2|", "pasted over the selection");
	end();

	begin("goto: the field holds 511 bytes");
	setfield("");
	{
		char big[600];

		memset(big, 'a', sizeof(big) - 1);
		big[sizeof(big) - 1] = '\0';
		find_paste(big, sizeof(big) - 1);
	}
	expect(goto_edit()->len == sizeof(goto_edit()->buf) - 1 && goto_edit()->cur == goto_edit()->len &&
	       goto_edit()->buf[goto_edit()->len] == '\0', "len %zu cur %zu", goto_edit()->len, goto_edit()->cur);
	typein(goto_key, "b");
	expect(goto_edit()->len == sizeof(goto_edit()->buf) - 1 && !strchr(goto_edit()->buf, 'b'),
	       "typed into a full field: len %zu", goto_edit()->len);
	end();

	begin("goto: Escape and Tab give the keys back to the list; Enter runs git");
	setfield("main");
	key(goto_focus, 0);
	press(EdCancel);
	expect(core_focus() == PaneList && !strcmp(goto_edit()->buf, "main"), "Escape: focus %d, \"%s\"",
	       core_focus(), goto_edit()->buf);
	key(goto_focus, 0);
	press(EdTab);
	expect(core_focus() == PaneList, "Tab: focus %d", core_focus());
	key(goto_focus, 0);
	core_setstatus(0, "");
	press(EdEnter);
	expect(core_focus() == PaneList, "Enter: focus %d", core_focus());
	statusis("cannot run git: No such file or directory", 1, "Enter with no git");
	end();
}

void
unit_goto(void)
{
	test_goto_edit();
}
