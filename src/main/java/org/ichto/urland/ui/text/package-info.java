/**
 * Every text the player sees, in English and Dutch.
 *
 * <p>{@link org.ichto.urland.ui.text.Texts} reads the bundle of one language
 * ({@code messages.properties}, {@code messages_nl.properties}, UTF-8) and formats its
 * {@link java.text.MessageFormat} patterns; {@link org.ichto.urland.ui.text.EventText} turns the
 * rules' events into game-log lines and {@link org.ichto.urland.ui.text.DecisionText} a decision into
 * a sentence. The key prefixes and the English and Dutch game terms are listed in
 * {@code docs/glossary.md}.
 *
 * <p>What to ask in each phase: {@code prompt.chooseChip}, {@code prompt.actions} (with the
 * {@code prompt.actions.*} hints), {@code prompt.bid}, {@code prompt.buy} or {@code prompt.buy.must},
 * {@code prompt.pay}, {@code prompt.panicRegion}, {@code prompt.panicOcean}, {@code prompt.earsStay},
 * {@code prompt.earsFlight}, {@code prompt.gameOver}; what the other seats see meanwhile:
 * {@code wait.<PHASE>}.
 */
package org.ichto.urland.ui.text;
