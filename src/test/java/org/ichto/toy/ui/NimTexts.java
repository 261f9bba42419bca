package org.ichto.toy.ui;

import org.ichto.shell.ui.text.Texts;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Hidden Nim's window texts: the shell's bundle plus the toy's own small one ({@value #BUNDLE}). */
public final class NimTexts extends Texts {
    public static final String BUNDLE = "/org/ichto/toy/ui/nim";

    private static final Map<Locale, NimTexts> CACHE = new ConcurrentHashMap<>();

    private NimTexts(Locale locale) {
        super(locale, List.of(SHELL_BUNDLE, BUNDLE));
    }

    public static NimTexts of(Locale locale) {
        return CACHE.computeIfAbsent(resolve(locale), NimTexts::new);
    }
}
