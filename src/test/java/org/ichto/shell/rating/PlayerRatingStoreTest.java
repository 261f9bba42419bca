package org.ichto.shell.rating;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PlayerRatingStoreTest {
    @TempDir
    Path dir;

    private static RatedGame game(int place, int before, int after, int score, String... opponents) {
        List<RatedGame.Opponent> list = new java.util.ArrayList<>();
        for (int i = 0; i < opponents.length; i++) {
            list.add(new RatedGame.Opponent(opponents[i], i + 1 < place ? i + 1 : i + 2, 1600 + 10 * i));
        }
        return new RatedGame("2026-11-27T20:00:00Z", place, score, before, after, 25 + (after - 1500) / 48.0, 6.0, list);
    }

    @Test
    void noFileIsANewcomerAndWhatIsSavedIsReadBack() {
        PlayerRatingStore store = new PlayerRatingStore(dir);
        PlayerRatingStore.Loaded none = store.load();
        assertThat(none.problem()).isNull();
        assertThat(none.ratings().current("urland").points()).isEqualTo(1500);
        PlayerRatings r = PlayerRatings.empty().with("urland", game(1, 1500, 1560, 40, "predator:hard", "balanced"))
                .with("urland", game(3, 1560, 1530, 22, "predator:hard", "random"))
                .with("soup", game(2, 1500, 1510, 30, "grazer", "economist", "aggressor"));
        assertThat(store.save(r)).isNull();
        PlayerRatingStore.Loaded back = store.load();
        assertThat(back.problem()).isNull();
        assertThat(back.ratings()).isEqualTo(r);
        assertThat(back.ratings().current("urland").points()).isEqualTo(1530);
        assertThat(back.ratings().current("soup").points()).isEqualTo(1510);
    }

    @Test
    void theRecordAgainstEachOpponentAndTheBestResults() {
        PlayerRatings r = PlayerRatings.empty().with("urland", game(1, 1500, 1560, 40, "predator:hard", "balanced"))
                .with("urland", game(3, 1560, 1530, 22, "predator:hard", "random"))
                .with("urland", game(1, 1530, 1545, 44, "random", "balanced:easy"));
        List<PlayerRatings.Against> against = r.against("urland");
        assertThat(against.get(0)).isEqualTo(new PlayerRatings.Against("predator:hard", 2, 1, 2.0));
        assertThat(against).extracting(PlayerRatings.Against::player)
                .containsExactly("predator:hard", "random", "balanced", "balanced:easy");
        assertThat(r.highest("urland").orElseThrow().after()).isEqualTo(1560);
        assertThat(r.bestScore("urland").orElseThrow().score()).isEqualTo(44);
        assertThat(r.bestWin("urland").orElseThrow().after()).isEqualTo(1560);
        assertThat(r.highest("soup")).isEmpty();
    }

    @Test
    void aDamagedFileIsMovedAsideNamedAndTheRatingsBeginAfresh() throws Exception {
        for (String damage : List.of("{\"format\": 1, \"games\": {", "not json", "{\"format\": 1, \"games\": "
                + "{\"urland\": [{\"when\": \"x\", \"place\": 1, \"score\": 3, \"before\": 1500, \"after\": 1510, "
                + "\"mean\": 25.2, \"deviation\": -1, \"opponents\": [{\"player\": \"random\", \"place\": 2, "
                + "\"points\": 1400}]}]}}", "{\"format\": 9, \"games\": {}}", "")) {
            Path file = dir.resolve(PlayerRatingStore.FILE_NAME);
            Files.writeString(file, damage);
            PlayerRatingStore store = new PlayerRatingStore(dir);
            PlayerRatingStore.Loaded loaded = store.load();
            assertThat(loaded.problem()).as(damage).isNotBlank();
            assertThat(loaded.keptAs()).exists();
            assertThat(Files.readString(loaded.keptAs())).isEqualTo(damage);
            assertThat(file).doesNotExist();
            assertThat(loaded.ratings()).isEqualTo(PlayerRatings.empty());
            // The next save starts a fresh file beside the damaged one.
            assertThat(store.save(loaded.ratings().with("urland", game(2, 1500, 1490, 10, "random")))).isNull();
            assertThat(store.load().ratings().history("urland")).hasSize(1);
            Files.delete(loaded.keptAs());
            Files.delete(file);
        }
    }
}
