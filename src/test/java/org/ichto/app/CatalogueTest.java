package org.ichto.app;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.ui.GameUi;
import org.ichto.soup.SoupGame;
import org.ichto.urland.UrlandGame;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The one list of the games: Urland first, then Primordial Soup, each with its window parts. */
class CatalogueTest extends CommandHarness {

    @Test
    void theGamesAreUrlandThenPrimordialSoup() {
        assertThat(Catalogue.GAMES.all()).containsExactly(UrlandGame.INSTANCE, SoupGame.INSTANCE);
        assertThat(Catalogue.GAMES.first()).isSameAs(UrlandGame.INSTANCE);
        assertThat(Catalogue.GAMES.get("soup")).isSameAs(SoupGame.INSTANCE);
        assertThat(Catalogue.GAMES.byExtension("soup")).contains(SoupGame.INSTANCE);
        assertThat(Catalogue.GAMES.byExtension("urland")).contains(UrlandGame.INSTANCE);
    }

    @Test
    void theWindowOffersEveryGameInTheSameOrder() {
        // The window's new-game dialog, its file filter and its resumed autosaves all go by these.
        assertThat(Catalogue.WINDOWS.stream().map(ui -> (Object) ui.game()).toList())
                .containsExactly(UrlandGame.INSTANCE, SoupGame.INSTANCE);
        for (GameUi<?, ?, ?, ?> ui : Catalogue.WINDOWS) {
            GameDefinition<?, ?, ?, ?> game = ui.game();
            assertThat(Catalogue.GAMES.all()).contains(game);
        }
    }

    @Test
    void theCommandsNameBothGames() {
        assertThat(run("selfplay", "--help")).isZero();
        assertThat(out.toString()).contains("urland or soup", "Primordial Soup 3 or 4");
    }
}
