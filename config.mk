# gitview version
VERSION = 0.1

# paths
PREFIX = /usr/local
MANPREFIX = $(PREFIX)/share/man

PKG_CONFIG = pkg-config

# X, Xft and fontconfig
XINC = `$(PKG_CONFIG) --cflags x11 xft fontconfig`
XLIBS = `$(PKG_CONFIG) --libs x11 xft fontconfig`

# flags: user CFLAGS, CPPFLAGS and LDFLAGS are appended, never replaced
GVCPPFLAGS = -D_POSIX_C_SOURCE=200809L -DVERSION=\"$(VERSION)\" $(CPPFLAGS)
GVCFLAGS = -std=c99 -pedantic -Wall -Wextra -O2 $(GVCPPFLAGS) $(CFLAGS)
GVLDFLAGS = $(LDFLAGS)

CC = cc
