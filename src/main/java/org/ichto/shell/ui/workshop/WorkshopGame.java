package org.ichto.shell.ui.workshop;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.ui.text.Texts;

import java.util.Locale;
import java.util.function.Function;

/**
 * A game as the workshop knows it: its definition (the settings of its personalities, its lab) and its texts in a
 * language. The window of the games hands these over; the workshop needs nothing else of a game's window.
 *
 * @param game  the game
 * @param words its texts (the shell's and the game's) in a language
 */
public record WorkshopGame(GameDefinition<?, ?, ?, ?> game, Function<Locale, Texts> words) {

    public Texts texts(Locale locale) {
        return words.apply(locale);
    }
}
