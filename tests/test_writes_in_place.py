"""Nothing a file decides is written outside its place: model archives with members that leave
their folder are refused (and a good archive is left where it was), and VECO's conversion never
turns a config value into a fairseq flag."""
import io
import os
import tarfile
from types import SimpleNamespace

import pytest
from fairseq import file_utils

import fairseq_xl  # noqa: F401
from fairseq_xl.guards.errors import UnsafeArchiveError
from fairseq_xl.convert import veco as veco_conversion


def archive(path, members):
    with tarfile.open(path, "w:gz") as tar:
        for name, kind, target in members:
            info = tarfile.TarInfo(name)
            if kind == "file":
                data = b"weights"
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
            else:
                info.type = tarfile.SYMTYPE if kind == "symlink" else tarfile.LNKTYPE
                info.linkname = target
                tar.addfile(info)
    return path


@pytest.mark.parametrize("members", [
    [("model/model.pt", "file", None), ("model/../../escaped.txt", "file", None)],
    [("model/model.pt", "file", None), ("{outside}/escaped.txt", "file", None)],
    [("model/model.pt", "file", None), ("model/link", "symlink", "../../..")],
    [("model/model.pt", "file", None), ("model/hard", "hardlink", "/etc/passwd")],
])
def test_archive_members_outside_their_folder_are_refused(tmp_path, members):
    outside = tmp_path / "outside"
    outside.mkdir()
    members = [(name.format(outside=outside), kind, target) for name, kind, target in members]
    path = archive(tmp_path / "model.tar.gz", members)
    with pytest.raises(UnsafeArchiveError, match=f"{path}: archive member .* refused, nothing extracted"):
        file_utils.load_archive_file(str(path))
    assert not (outside / "escaped.txt").exists() and not (tmp_path / "escaped.txt").exists()
    assert path.is_file()


def test_a_good_archive_is_extracted_and_kept(tmp_path):
    path = archive(tmp_path / "model.tar.gz", [("model/model.pt", "file", None), ("model/dict.txt", "file", None)])
    folder = file_utils.load_archive_file(str(path))
    assert sorted(os.listdir(folder)) == ["dict.txt", "model.pt"]
    assert path.is_file()  # fairseq's own removed the archive and put the folder in its place


def veco_config(**changes):
    values = dict(encoder_layers=2, encoder_embed_dim=64, encoder_ffn_embed_dim=128, encoder_attention_heads=2,
                  max_positions=128, activation_fn="gelu")
    return SimpleNamespace(**{**values, **changes})


def test_veco_conversion_flags_carry_values_that_cannot_become_flags():
    flags = veco_conversion.translation_flags(veco_config(), 1)
    assert all(flag.startswith("--") and "=" in flag for flag in flags)
    assert "--decoder-layers=1" in flags and "--activation-fn=gelu" in flags
    for change, message in (({"activation_fn": "--user-dir=/tmp/elsewhere"}, "activation '--user-dir"),
                            ({"encoder_layers": "--user-dir"}, "layers '--user-dir'"),
                            ({"max_positions": -1}, "max-positions -1"),
                            ({"encoder_embed_dim": True}, "embed-dim True")):
        with pytest.raises(ValueError, match=message):
            veco_conversion.roberta_flags(veco_config(**change))
