package org.ichto.shell.ui;

import org.ichto.shell.ui.text.Texts;

/**
 * A game's table as the window keeps it from one game to the next (see {@link Table#startAgain}), with the words
 * it was built in. The table's clicks go through here to the game in play now, not to the one it was built for.
 */
final class KeptTable<S, V, D, E> implements TableHost<D> {
    private final GameUi<S, V, D, E> ui;
    private final Texts texts;
    private final Table<S, V, D, E> table;
    private TableHost<D> host;

    KeptTable(GameUi<S, V, D, E> ui, Texts texts, Settings settings, TableHost<D> host) {
        this.ui = ui;
        this.texts = texts;
        this.host = host;
        this.table = ui.table(texts, settings, this);
    }

    Table<S, V, D, E> table() {
        return table;
    }

    /** Whether the next game can take this table: the same game in the same words, the table ready to start again. */
    boolean startsAgainFor(GameUi<?, ?, ?, ?> nextUi, Texts nextTexts, TableHost<D> nextHost) {
        if (nextUi != ui || nextTexts != texts || !table.startAgain()) {
            return false;
        }
        host = nextHost;
        return true;
    }

    @Override
    public void play(D decision) {
        host.play(decision);
    }

    @Override
    public void status(String text) {
        host.status(text);
    }

    @Override
    public void hint() {
        host.hint();
    }

    @Override
    public void newGame() {
        host.newGame();
    }

    @Override
    public void replay() {
        host.replay();
    }
}
